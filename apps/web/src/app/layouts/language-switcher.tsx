import type { Locale } from '@dating/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, useLocale } from '@/lib/locale';
import { settingsCountry, useSettings } from '@/lib/settings/site-settings';
import { switcherLanguages } from '@/lib/switcher-languages';
import { useSwitchLanguage } from './use-switch-language';

const options = (locales: Locale[]) =>
  locales.map((option) => (
    <option key={option} value={option} lang={option}>
      {LOCALE_NAMES[option]}
    </option>
  ));

/**
 * A labelled select of the seven interface languages, each named in its own language: those of the
 * visitor's country first (spec section 9), then the others.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const switchLanguage = useSwitchLanguage();
  const { suggested, other } = switcherLanguages(settingsCountry(useSettings()));

  return (
    <div className={`language-switcher ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <svg className="language-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.3-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.6C8.8 5.5 8.4 6.7 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1-2.3 1.3-3.6h3a8 8 0 0 1-4.3 3.6ZM16.3 14a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
        />
      </svg>
      <select id={id} value={locale} onChange={(event) => void switchLanguage(event.target.value)}>
        <optgroup label={t('language.suggested')}>{options(suggested)}</optgroup>
        <optgroup label={t('language.other')}>{options(other)}</optgroup>
      </select>
    </div>
  );
}
