import { INDEXED_ROUTES, LEGAL_DOCS, pageLinks, SLUG_LANDERS, type HeadLink, type RouteName } from '@dating/i18n';
import type { TFunction } from 'i18next';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { useCurrentRoute } from '@/lib/route-name';
import { useSettings } from '@/lib/settings/site-settings';

/** Pages with a description of their own (`common:meta.<key>`); the others describe the site (settings.description). */
const DESCRIBED: Partial<Record<RouteName, 'login' | 'signup' | 'pricing' | 'members'>> = {
  login: 'login',
  signup: 'signup',
  pricing: 'pricing',
  members: 'members',
};

/** The description of a page in the active language. */
export function pageDescription(name: RouteName | null, t: TFunction, tLegal: TFunction<'legal'>, site: { name: string; description: string }): string {
  const own = name ? DESCRIBED[name] : undefined;
  if (own) return t(`meta.${own}`, { site: site.name });
  const legal = name ? LEGAL_DOCS[name] : undefined;
  if (legal) return t('meta.legal', { site: site.name, title: tLegal(`${legal}.title`) });
  return site.description;
}

export { pageLinks, type HeadLink };

/** A `<meta name="…">` of the document head, added when missing. */
function metaTag(name: 'description' | 'robots'): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (found) return found;
  const meta = document.createElement('meta');
  meta.name = name;
  document.head.append(meta);
  return meta;
}

/**
 * Keeps the head findable (issue 17): the page's description, its robots rule, its canonical address and its
 * hreflang alternates, replaced on every page change. A page with no route (not found) or one that is not indexed
 * (INDEXED_ROUTES) has neither canonical nor alternates.
 */
export function PageHead() {
  const { t } = useTranslation();
  const { t: tLegal, i18n } = useTranslation('legal');
  // The legal texts arrive with the legal page's chunk and are added while that page renders, which may be in the
  // same render as this one (a first load): render again once subscribed, and whenever texts are added.
  const [, textsAdded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.store.on('added', textsAdded);
    textsAdded();
    return () => i18n.store.off('added', textsAdded);
  }, [i18n]);
  const settings = useSettings();
  const route = useCurrentRoute();
  const locale = useLocale();
  const name = route?.name ?? null;
  const description = pageDescription(name, t, tLegal, settings);
  const defaultLocale = localeOf(settings.domain_language);
  // A lander that is none of spec section 2's shows the not-found page: no address of its own.
  const exists = route && (route.name !== 'lander' || (SLUG_LANDERS as readonly string[]).includes(route.params.lander ?? ''));
  // Only an indexed page has a canonical address and alternates; the others are noindex (decision 070).
  const indexed = Boolean(exists && INDEXED_ROUTES.has(route.name));
  const links = exists && indexed ? pageLinks(typeof window === 'undefined' ? '' : window.location.origin, route.name, route.params, locale, defaultLocale) : [];
  const linksKey = JSON.stringify(links);

  // The landers set their own description (pages/landers/landers-page.tsx, per lander and slug).
  const landerDescribes = name === 'lander' || name === 'landerAdultOnly' || name === 'landerTinderSwipe' || name === 'landerWhoNeedsStrings';
  useEffect(() => {
    if (!landerDescribes) metaTag('description').content = description;
  }, [description, landerDescribes]);

  // The server sends the same (apps/api/src/plugins/page-head.ts); this keeps it right after a client-side navigation.
  useEffect(() => {
    metaTag('robots').content = indexed ? 'index, follow' : 'noindex';
  }, [indexed]);

  useEffect(() => {
    for (const old of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) old.remove();
    for (const link of JSON.parse(linksKey) as HeadLink[]) {
      const element = document.createElement('link');
      element.rel = link.rel;
      if (link.hreflang) element.hreflang = link.hreflang;
      element.href = link.href;
      document.head.append(element);
    }
  }, [linksKey]);

  return null;
}
