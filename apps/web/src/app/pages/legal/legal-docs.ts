export type LegalDoc = 'terms' | 'privacy' | 'cookies' | 'ban' | 'returns' | 'faq' | 'service';

/** Which document of the legal catalogue each legal page shows (its title is `legal:<doc>.title`). */
export const LEGAL_DOCS: Record<string, LegalDoc> = {
  pageTerms: 'terms',
  pagePrivacy: 'privacy',
  pageCookies: 'cookies',
  pageBan: 'ban',
  pageReturnPolicy: 'returns',
  pageFaq: 'faq',
  pageService: 'service',
};
