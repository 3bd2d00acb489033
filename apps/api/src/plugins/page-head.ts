import type { Locale } from '@dating/contracts';
import { LEGAL_DOCS, languageFor, landerOf, matchPath, type RouteName } from '@dating/i18n';
import { landersResources } from '@dating/i18n/landers';
import { legalResources } from '@dating/i18n/legal';
import type { TFunction } from 'i18next';
import { siteTexts } from '../features/settings/settings.service.js';
import { escapeHtml } from '../mail/templates.js';
import type { SiteRow } from './site.js';

/** The title and description a page starts with, before any script runs (issue 17, decision 065). */
export interface PageHead {
  title: string;
  description: string;
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
 * and description; the site's index title elsewhere (the app sets the other pages' own titles when they load), with
 * the description of page-head.tsx.
 */
export function pageHead(path: string, context: { site: SiteRow; locale: Locale; country: string | null; t: TFunction }): PageHead {
  const { site, locale, country, t } = context;
  const fallback = siteTexts(site, locale, t);
  let page: ReturnType<typeof matchPath> = null;
  try {
    page = matchPath(path);
  } catch {
    // A broken escape (%E0) is no page.
  }
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
  return { title: fallback.indexTitle, description: described ? t(`common:meta.${described}`, { site: site.name }) : fallback.description };
}

/** index.html with the page's language, title and description: escaped, replacing the empty ones of the build. */
export function withHead(html: string, head: PageHead, locale: Locale): string {
  const tags = `<title>${escapeHtml(head.title)}</title>\n    <meta name="description" content="${escapeHtml(head.description)}" />`;
  return html
    .replace(/<html\b[^>]*>/, `<html lang="${escapeHtml(locale)}">`)
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, () => tags);
}
