import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, languageFor, toLocale } from '@dating/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { readCookie, writeCookie } from '@/lib/cookies';
import { userQueryOptions } from '@/lib/current-member';
import { initI18n, initialLocale, startTexts } from '@/lib/i18n';
import { clearMemberData } from '@/lib/logout';
import { settingsCountry, settingsQueryOptions } from '@/lib/settings/site-settings';

/**
 * Before the first render: load settings and the member together, choose the language
 * (cookie, else the domain's language, else nl; spec section 4) and start i18next with it.
 */
export async function bootstrap(queryClient: QueryClient) {
  // A call that finds the session gone logs the member out here (spec section 8).
  api.onSessionLost(() => clearMemberData(queryClient));

  const userLoaded = queryClient.prefetchQuery(userQueryOptions());
  // A returning visitor's language is known before the settings arrive: fetch its start texts now.
  const cookieLocale = toLocale(readCookie(LANGUAGE_COOKIE));
  if (cookieLocale) void startTexts(cookieLocale).catch(() => undefined);
  const settings = await queryClient.fetchQuery(settingsQueryOptions()).catch(() => null);
  const { locale, persist } = initialLocale(readCookie(LANGUAGE_COOKIE), settings?.domain_language);
  if (persist) {
    writeCookie(LANGUAGE_COOKIE, locale, { maxAgeDays: LANGUAGE_COOKIE_MAX_AGE_DAYS });
    // On a first visit the server answered in the browser's language (no cookie yet); the texts it
    // translates (home page title and description, the chat-pal warning) must be in the chosen one.
    if (!navigator.language.toLowerCase().startsWith(locale)) {
      await queryClient.fetchQuery({ ...settingsQueryOptions(), staleTime: 0 }).catch(() => null);
    }
  }
  const i18n = await initI18n(languageFor(locale, settingsCountry(settings)));
  await userLoaded;
  return { i18n };
}
