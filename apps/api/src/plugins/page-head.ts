import type { Locale } from '@dating/contracts';
import { INDEXED_ROUTES, LEGAL_DOCS, languageFor, landerOf, matchPath, pageLinks, toLocale, type HeadLink, type RouteName } from '@dating/i18n';
import { landersResources } from '@dating/i18n/landers';
import { legalResources } from '@dating/i18n/legal';
import type { TFunction } from 'i18next';
import { siteTexts } from '../features/settings/settings.service.js';
import { escapeHtml } from '../mail/templates.js';
import type { SiteRow } from './site.js';

/** The title and description a page starts with, before any script runs (issue 17, decisions 065 and 070). */
export interface PageHead {
  title: string;
  description: string;
  /** Whether search engines may index the page: an existing page of INDEXED_ROUTES (decision 070). */
  indexed?: boolean;
  /** Its canonical address and hreflang alternates (indexed pages only). */
  links?: HeadLink[];
}

/** What the server knows of the page beyond its path. */
export interface PageFacts {
  /** Whether the page exists (a route, a lander of spec section 2, a member the visitor may see). */
  found: boolean;
  /** The member a member page shows, when the visitor may see them. */
  member?: { name: string } | null;
  /** The site's address as the visitor uses it (`https://example.com`), for the canonical and alternate links. */
  origin: string;
}

/** Pages with a description of their own (`common:meta.<key>`, as the web app's page-head.tsx). */
const DESCRIBED: Partial<Record<RouteName, string>> = { login: 'login', signup: 'signup', pricing: 'pricing', members: 'members' };

interface Texts {
  title?: string;
  description?: string;
}

/** A text of a lander or legal page in the visitor's language, its regional variant first (nl-BE before nl). */
function textOf<R extends Record<string, Record<string, unknown>>>(resources: R, locale: Locale, country: string | null, key: string): Texts {
  for (const language of [languageFor(locale, country), locale]) {
    const found = (resources[language] as Record<string, unknown> | undefined)?.[key];
    if (found && typeof found === 'object') return found as Texts;
  }
  return {};
}

/**
 * The head of a page as the web app shows it once loaded: a lander's and a legal page's own title ("Title | Site")
 * and description; a member's name on their profile; the page's own title (`common:pages.<route>.title`) on every
 * other page but the home page, which has the site's index title; the description of page-head.tsx. An existing
 * page of INDEXED_ROUTES is indexed and has its canonical and hreflang links; every other page, and a page that
 * does not exist, is noindex.
 */
export function pageHead(path: string, context: { site: SiteRow; locale: Locale; country: string | null; t: TFunction }, facts?: PageFacts): PageHead {
  const texts = pageTexts(path, context, facts);
  const page = pageOf(path);
  if (!facts) return texts;
  if (!page) return { ...texts, indexed: false, links: [] };
  const indexed = facts.found && INDEXED_ROUTES.has(page.name);
  const defaultLocale = toLocale(context.site.domainLanguage) ?? context.locale;
  const links = indexed ? pageLinks(facts.origin, page.name, page.params, context.locale, defaultLocale) : [];
  return { ...texts, indexed, links };
}

/** Which page of the web app a path is in some language (the route table of packages/i18n), if any. */
export function pageOf(path: string): ReturnType<typeof matchPath> {
  try {
    return matchPath(path);
  } catch {
    // A broken escape (%E0) is no page.
    return null;
  }
}

function pageTexts(path: string, context: { site: SiteRow; locale: Locale; country: string | null; t: TFunction }, facts?: PageFacts): PageHead {
  const { site, locale, country, t } = context;
  const fallback = siteTexts(site, locale, t);
  const page = pageOf(path);
  const lander = page ? landerOf({ name: page.name, params: page.params }) : null;
  if (lander) {
    const own = textOf(landersResources, locale, country, lander);
    if (own.title) return { title: `${own.title} | ${site.name}`, description: own.description ?? fallback.description };
  }
  const doc = page ? LEGAL_DOCS[page.name] : undefined;
  if (doc) {
    const own = textOf(legalResources, locale, country, doc);
    if (own.title) return { title: `${own.title} | ${site.name}`, description: t('common:meta.legal', { site: site.name, title: own.title }) };
  }
  const described = page ? DESCRIBED[page.name] : undefined;
  const description = described ? t(`common:meta.${described}`, { site: site.name }) : fallback.description;
  if (facts && !facts.found) return { title: `${t('common:errors.notFound')} | ${site.name}`, description };
  if (!page || page.name === 'home') return { title: fallback.indexTitle, description };
  const own = page.name === 'member' && facts?.member ? facts.member.name : t(`common:pages.${page.name}.title`);
  return { title: `${own} | ${site.name}`, description };
}

/** What the page's first screen needs, requested by the HTML beside the entry instead of after it (decision 070). */
export interface PagePreloads {
  scripts?: string[];
  styles?: string[];
  /** API answers the page asks for at once (same origin, as the app's fetch asks: CORS mode, same-origin credentials). */
  fetches?: string[];
  /** The images that may be the page's largest paint (a profile's main photo, the members page's first row). */
  images?: string[];
}

/** The robots rule, canonical and alternates of a page. */
function headLinks(head: PageHead): string[] {
  const tags: string[] = [];
  if (head.indexed !== undefined) tags.push(`<meta name="robots" content="${head.indexed ? 'index, follow' : 'noindex'}" />`);
  for (const link of head.links ?? []) {
    tags.push(`<link rel="${link.rel}"${link.hreflang ? ` hreflang="${escapeHtml(link.hreflang)}"` : ''} href="${escapeHtml(link.href)}" />`);
  }
  return tags;
}

/** The tags of a page's preloads: the largest paint's image first, then the data, then the code. */
function preloadLinks(preloads: PagePreloads): string[] {
  const tags: string[] = [];
  for (const href of preloads.images ?? []) tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}" />`);
  for (const href of preloads.fetches ?? []) tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}" />`);
  // As the build links its own stylesheet; the app's chunk loader then finds it linked already and adds no other.
  for (const href of preloads.styles ?? []) tags.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`);
  for (const href of preloads.scripts ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
  return tags;
}

/**
 * index.html with the page's language, title, description, robots rule, canonical and alternate links (where the
 * build's empty title is) and preloads (at the end of the head, after the build's entry and its chunks, which are
 * needed first: on HTTP/1.1 a browser asks for six files at a time): escaped.
 */
export function withHead(html: string, head: PageHead, locale: Locale, preloads: PagePreloads = {}): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}" />`, ...headLinks(head)].join('\n    ');
  const preloaded = preloadLinks(preloads);
  return html
    .replace(/<html\b[^>]*>/, `<html lang="${escapeHtml(locale)}">`)
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, () => tags)
    .replace(/\s*<\/head>/, (end) => (preloaded.length ? `\n    ${preloaded.join('\n    ')}${end}` : end));
}
