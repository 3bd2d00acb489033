import { LOCALES, type Locale } from '@dating/contracts';
import { pathFor, type RouteName } from './routes.js';

/**
 * The pages search engines may index (issue 17, decision 070): the public face of the site (home, signup, login,
 * prices, landers, legal pages) and the public member directory with its visible profiles. Every other page
 * (chat, likes, account, settings, credits, notifications, a member's ad landings) is noindex and out of the sitemap.
 */
export const INDEXED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home', 'signup', 'login', 'pricing', 'members', 'member',
  'landerAdultOnly', 'landerTinderSwipe', 'landerWhoNeedsStrings', 'lander',
  'pageBan', 'pageCookies', 'pageFaq', 'pagePrivacy', 'pageReturnPolicy', 'pageService', 'pageTerms',
]);

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  hreflang?: string;
  href: string;
}

/**
 * The canonical address of a page (its path in the active language) and its alternates: the same page in every
 * language, plus x-default (the site's own language). The web app's head and the server-sent HTML give the same.
 */
export function pageLinks(origin: string, name: RouteName, params: Record<string, string | undefined>, locale: Locale, defaultLocale: Locale): HeadLink[] {
  const href = (lang: Locale) => `${origin}${pathFor(name, lang, params)}`;
  return [
    { rel: 'canonical', href: href(locale) },
    ...LOCALES.map((lang) => ({ rel: 'alternate' as const, hreflang: lang, href: href(lang) })),
    { rel: 'alternate', hreflang: 'x-default', href: href(defaultLocale) },
  ];
}
