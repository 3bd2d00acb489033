import type { Locale } from '@dating/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSwitchLanguage } from '@/app/layouts/use-switch-language';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LOCALE_NAMES, useLocale } from '@/lib/locale';
import { backInLanguage, backPath } from '@/lib/lang-config';
import { LocalLink } from '@/lib/localized-path';
import { settingsCountry, useSettings } from '@/lib/settings/site-settings';
import { switcherLanguages } from '@/lib/switcher-languages';

function LanguageChoice({ locale, checked, onChange, spokenIn }: { locale: Locale; checked: boolean; onChange: (l: Locale) => void; spokenIn: Intl.DisplayNames }) {
  const inInterface = spokenIn.of(locale);
  return (
    <label className="choice lang-choice">
      <input type="radio" name="language" value={locale} checked={checked} onChange={() => onChange(locale)} />
      <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      {inInterface && inInterface.toLowerCase() !== LOCALE_NAMES[locale].toLowerCase() && <span className="muted lang-choice-translation">{inInterface}</span>}
    </label>
  );
}

/**
 * /lang-config (spec section 2): the seven interface languages, those of the visitor's country first (spec
 * section 9), the current one chosen. Saving sets the `i18n_redirected` cookie for a year, saves a member's
 * language in the account, and goes back (in the new language) to the page named by `?back=`, if any.
 */
export function LangConfigPage() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const switchLanguage = useSwitchLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = backPath(params.get('back'));
  const { suggested, other } = switcherLanguages(settingsCountry(useSettings()));
  const [chosen, setChosen] = useState<Locale>(locale);
  const [saved, setSaved] = useState<Locale | null>(null);
  const [pending, setPending] = useState(false);
  const spokenIn = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'language' }), [i18n.language]);
  useDocumentTitle(t('pages.langConfig.title'));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await switchLanguage(chosen);
    } finally {
      setPending(false);
    }
    if (back) {
      navigate(backInLanguage(back, chosen));
      return;
    }
    setSaved(chosen);
  };

  const group = (id: string, title: string, locales: Locale[]) => (
    <>
      <h2 className="lang-group-title" id={id}>
        {title}
      </h2>
      <div className="choices lang-choices" role="group" aria-labelledby={id}>
        {locales.map((l) => (
          <LanguageChoice key={l} locale={l} checked={chosen === l} onChange={setChosen} spokenIn={spokenIn} />
        ))}
      </div>
    </>
  );

  return (
    <div className="page lang-config-page">
      <section className="card" aria-labelledby="page-title">
        <h1 id="page-title">{t('pages.langConfig.title')}</h1>
        <p className="lead">{t(user ? 'langConfig.introMember' : 'langConfig.intro')}</p>
        <form onSubmit={(event) => void save(event)}>
          <fieldset>
            <legend className="sr-only">{t('langConfig.legend')}</legend>
            {group('lang-suggested', t('language.suggested'), suggested)}
            {group('lang-other', t('language.other'), other)}
          </fieldset>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? t('langConfig.saving') : t('langConfig.save')}
          </button>
        </form>
        <div role="status" className="lang-config-status">
          {saved && (
            <p>
              {t('langConfig.saved', { language: LOCALE_NAMES[saved] })}
              {user && user.language === saved && ` ${t('langConfig.savedMember')}`}
            </p>
          )}
        </div>
        <p className="lang-config-home">
          <LocalLink to="home">{t('errors.backHome')}</LocalLink>
        </p>
      </section>
    </div>
  );
}
