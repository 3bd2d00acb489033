/**
 * The first screen of a page, rendered on the server for a visitor without a session (decision 075): the API
 * puts it into the HTML it answers, so the page's text and largest photo paint before the app's code has run;
 * the browser's first render then takes it over (main.tsx), starting from the same answers. Built by `vite build --ssr` into
 * dist-ssr/, which the API imports; never part of the site's download.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { WEB_NAMESPACES, type Language } from '@dating/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { buildRoutes } from './app/routes';
import { sendApiCallsWith } from './lib/api';
import { userQueryKey, userQueryOptions } from './lib/current-member';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { setLandingRequest, settingsQueryOptions, settingsRequest } from './lib/settings/site-settings';

export interface FirstScreenRequest {
  /** The page's absolute address as the browser asked for it. */
  url: string;
  /** The language the app will show the page in (the API's pageLocale with the visitor's country). */
  language: Language;
  /** Answers the app's API calls of this render as the API would answer the browser (the API's inject). */
  fetch: typeof fetch;
}

// Each render's calls go to its own request's answers, also across the awaits of concurrent renders.
const calls = new AsyncLocalStorage<typeof fetch>();
sendApiCallsWith((input, init) => {
  const send = calls.getStore();
  return send ? send(input, init) : Promise.reject(new Error('an API call outside a first-screen render'));
});

// One i18next instance per language with every namespace of the site, loaded once.
const instances = new Map<Language, Promise<I18n>>();
function texts(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = initI18n(language, i18next.createInstance()).then(async (i18n) => {
      await i18n.loadNamespaces([...WEB_NAMESPACES]);
      return i18n;
    });
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The HTML of the app at `url` as its first render in the browser will show it to a visitor, or null when there is
 * nothing to render ahead: a member's session, a redirect, a page that is not found or whose data did not load.
 */
/** A first screen and the answers it was made of ([query key, data, time of the answer]), which the browser's render starts from. */
export interface FirstScreen {
  html: string;
  data: [readonly unknown[], unknown, number][];
}

export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const [i18n, url] = [await texts(request.language), new URL(request.url)];
  const landing = settingsRequest(url);
  const queryClient = createQueryClient();
  return calls.run(request.fetch, async () => {
    await Promise.all([queryClient.prefetchQuery(userQueryOptions()), queryClient.prefetchQuery(settingsQueryOptions(landing))]);
    if (queryClient.getQueryData(userQueryKey) !== null || !queryClient.getQueryData(settingsQueryOptions(landing).queryKey)) return null;
    const handler = createStaticHandler(buildRoutes({ queryClient, waitsForData: () => true }));
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.statusCode !== 200) return null;
    if (queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    // Synchronous from here: no other render can change the landing request before this one has read it.
    setLandingRequest(landing);
    const html = renderToString(
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    const data = queryClient
      .getQueryCache()
      .getAll()
      // Not the site's settings: the browser asks for them itself (preloaded with the page, decision 070), so a change
      // an operator made within the screen's 30 seconds reaches the visitor at once (the entry warning's countries).
      .filter((query) => query.state.status === 'success' && query.queryKey[0] !== 'settings')
      .map((query): FirstScreen['data'][number] => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);
    return { html, data };
  });
}
