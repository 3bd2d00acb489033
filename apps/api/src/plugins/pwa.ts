import type { TFunction } from 'i18next';
import type { Locale } from '@dating/contracts';
import { escapeHtml } from '../mail/templates.js';
import type { SiteRow } from './site.js';

/** The brand colour of the site mark (packages/ui tokens `--brand`), used for the browser's and installed app's bars. */
export const THEME_COLOUR = '#b0174f';

/** The offline page the service worker keeps (apps/web/public/sw-push.js): served in the visitor's language. */
export const OFFLINE_PATH = '/offline.html';

/** The web app manifest (issue 17): the site's own name and description, its icons (apps/web/scripts/make-icons.mjs). */
export function webManifest(site: Pick<SiteRow, 'name' | 'description'>, locale: Locale): Record<string, unknown> {
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    lang: locale,
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The page shown when a page is opened without a connection: plain HTML with its own small style sheet
 * (/offline.css, kept by the worker beside it), no script; "try again" reloads the address the visitor asked for.
 */
export function offlinePage(t: TFunction, locale: Locale, siteName: string): string {
  const text = (key: string) => escapeHtml(t(`common:offline.${key}`));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOUR}">
<meta name="robots" content="noindex">
<title>${text('title')} | ${escapeHtml(siteName)}</title>
<link rel="stylesheet" href="/offline.css">
</head>
<body>
<main class="offline">
<svg class="offline-mark" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="${THEME_COLOUR}"/><path d="M32 50 14.5 33.2a10.5 10.5 0 0 1 14.8-14.9L32 21l2.7-2.7a10.5 10.5 0 0 1 14.8 14.9Z" fill="#fff"/></svg>
<h1>${text('title')}</h1>
<p>${text('body')}</p>
<a class="offline-retry" href="">${text('retry')}</a>
</main>
</body>
</html>
`;
}
