import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';
import { CONSOLE_LANGUAGES, isConsoleLanguage, LANGUAGE_NAMES } from '@/lib/languages';

/** The console's language, kept in this browser. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-select">
      <span>{t('common.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          if (isConsoleLanguage(event.target.value)) void changeLanguage(i18n, event.target.value);
        }}
      >
        {CONSOLE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
