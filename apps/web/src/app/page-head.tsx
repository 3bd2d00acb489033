import { LOCALES, type Locale } from '@dating/contracts';
import { LEGAL_DOCS, pathFor, SLUG_LANDERS, type RouteName } from '@dating/i18n';
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

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  hreflang?: string;
  href: string;
}

/**
 * The canonical address of a page (its path in the active language) and its alternates: the same page in every
 * language, plus x-default (the site's own language).
 */
export function pageLinks(origin: string, name: RouteName, params: Record<string, string | undefined>, locale: Locale, defaultLocale: Locale): HeadLink[] {
  const href = (lang: Locale) => `${origin}${pathFor(name, lang, params)}`;
  return [
    { rel: 'canonical', href: href(locale) },
    ...LOCALES.map((lang) => ({ rel: 'alternate' as const, hreflang: lang, href: href(lang) })),
    { rel: 'alternate', hreflang: 'x-default', href: href(defaultLocale) },
  ];
}

/** A `<meta name="description">` of the document head, added when missing. */
function descriptionTag(): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

/**
 * Keeps the head findable (issue 17): the page's description, its canonical address and its hreflang alternates,
 * replaced on every page change. A page with no route (not found) has neither canonical nor alternates.
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
  const links = exists ? pageLinks(window.location.origin, route.name, route.params, locale, defaultLocale) : [];
  const linksKey = JSON.stringify(links);

  // The landers set their own description (pages/landers/landers-page.tsx, per lander and slug).
  const landerDescribes = name === 'lander' || name === 'landerAdultOnly' || name === 'landerTinderSwipe' || name === 'landerWhoNeedsStrings';
  useEffect(() => {
    if (!landerDescribes) descriptionTag().content = description;
  }, [description, landerDescribes]);

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
