import type { resources } from '@dating/i18n';

/** Typed keys: `t('nav.search')` is checked against the English catalogues. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
