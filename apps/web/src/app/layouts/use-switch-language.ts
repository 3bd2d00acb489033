import { LOCALES, type Locale } from '@dating/contracts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, languageFor, translatePath } from '@dating/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUpdateLanguage } from '@/features/auth/api/update-language';
import { writeCookie } from '@/lib/cookies';
import { changeLanguage } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/current-member';
import { settingsCountry, useSettings } from '@/lib/settings/site-settings';
import { refreshOfflinePage } from '@/lib/site-worker';

/**
 * Switches the interface language: catalogue (regional variant for Belgium), cookie, the member's
 * stored language, and the address of the same page in the new language.
 */
export function useSwitchLanguage() {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const user = useCurrentUser();
  const updateLanguage = useUpdateLanguage();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();

  return async (value: string) => {
    if (!(LOCALES as readonly string[]).includes(value)) return;
    const locale = value as Locale;
    writeCookie(LANGUAGE_COOKIE, locale, { maxAgeDays: LANGUAGE_COOKIE_MAX_AGE_DAYS });
    await changeLanguage(i18n, languageFor(locale, settingsCountry(settings)));
    // The worker's offline page follows too, once the server knows the new language (cookie, or the member's).
    if (user && user.language !== locale) updateLanguage.mutate(locale, { onSuccess: refreshOfflinePage });
    else refreshOfflinePage();
    // Texts the server translates (site title, region names) follow the new language.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
    const target = translatePath(location.pathname, locale);
    if (target && target !== location.pathname) {
      navigate(`${target}${location.search}${location.hash}`, { replace: true });
    }
  };
}
