import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, isConsoleLanguage, LANGUAGE_NAMES } from '@/lib/languages';
import { useConsoleLanguage } from '@/lib/staff';

/** The console's language, kept in this browser and, once signed in, on the staff member's account. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const choose = useConsoleLanguage();
  return (
    <label className="language-select">
      <span>{t('common.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          if (isConsoleLanguage(event.target.value)) void choose(event.target.value);
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
