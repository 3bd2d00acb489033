import type { resources } from '@dating/i18n';
import type { legalResources } from '@dating/i18n/legal';

/** Typed keys: `t('nav.search')` is checked against the English catalogues. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The legal texts are added by the legal pages' own chunk (apps/web/src/app/pages/legal).
    resources: (typeof resources)['en'] & { legal: (typeof legalResources)['en'] };
  }
}
