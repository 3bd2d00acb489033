import type { resources } from '@dating/i18n';
import type { LandersTexts } from '@dating/i18n/landers-load';
import type { legalResources } from '@dating/i18n/legal';

/** Typed keys: `t('nav.search')` is checked against the English catalogues. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The legal and lander texts are added by their pages' own chunks (apps/web/src/app/pages/legal, landers).
    resources: (typeof resources)['en'] & { legal: (typeof legalResources)['en']; landers: LandersTexts };
  }
}
