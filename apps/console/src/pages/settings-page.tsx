import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  LOCALES,
  PROFILE_FIELDS,
  PROFILE_NOTES,
  SEARCH_FIELDS,
  getSiteSettingsForm,
  updateCompanyInfo,
  updateSiteSettings,
  type CompanyInfoForm,
  type SiteSettingsForm,
} from '@dating/contracts';
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextField, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { fieldMessages } from '@/lib/form-fields';

const KEY = ['site-settings'];

const NUMBERS = ['message_credits', 'photo_credits', 'gift_credits', 'signup_credits', 'message_length', 'min_age', 'free_conversations', 'refund_days'] as const;
const SEARCH_CHOICES = ['all', 'limited', 'none'] as const;

/** The first of the server's messages about a list or one of its entries (`countries`, `countries.3`). */
const listError = (fields: Record<string, string>, key: string) => Object.entries(fields).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1];

/** A list setting as a group of checkboxes (a ticked one is added at the end); the server says what is wrong with it. */
function CheckList<T extends string>({
  legend,
  hint,
  options,
  label,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint?: string;
  options: readonly T[];
  label: (option: T) => string;
  value: readonly T[];
  onChange: (next: T[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="method-choices">
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      {options.map((option) => (
        <label key={option} className="inline-check">
          <input
            type="checkbox"
            checked={value.includes(option)}
            onChange={(e) => onChange(e.target.checked ? [...value, option] : value.filter((x) => x !== option))}
          />
          {label(option)}
        </label>
      ))}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}

/** Every operator's choice among the site settings (spec section 3) and the company info (admins). */
export function SettingsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: KEY, queryFn: () => api.callStrict(getSiteSettingsForm, {}) });
  return (
    <section className="page">
      <h1>{t('settings.title')}</h1>
      <p className="muted">{query.data ? t('settings.intro', { name: query.data.settings.name }) : ''}</p>
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.isPending && <p>{t('common.loading')}</p>}
      {query.data && <SettingsForm initial={query.data.settings} />}
      {query.data?.company && <CompanyForm initial={query.data.company} />}
    </section>
  );
}

/** Numbers are edited as text, so a half-typed value stays visible; the server says what is wrong with it. */
type Draft = Omit<SiteSettingsForm, (typeof NUMBERS)[number]> & Record<(typeof NUMBERS)[number], string>;

function SettingsForm({ initial }: { initial: SiteSettingsForm }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => ({ ...initial, ...Object.fromEntries(NUMBERS.map((n) => [n, String(initial[n])])) }) as unknown as Draft);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      api.callStrict(updateSiteSettings, {
        body: { ...draft, ...Object.fromEntries(NUMBERS.map((n) => [n, draft[n].trim() === '' ? Number.NaN : Number(draft[n])])) } as unknown as SiteSettingsForm,
      }),
    onSuccess: () => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const fields = fieldMessages(save.error);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate();
  };
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const country = (c: string) => countryName.of(c) ?? c;
  const field = (f: string) => t(`settings.fields.${f}`);

  return (
    <form className="catalog-form" onSubmit={submit} aria-labelledby="settings-site-title" noValidate>
      <h2 id="settings-site-title">{t('settings.site')}</h2>
      <div className="form-grid">
        <TextField id="settings-name" label={t('settings.name')} value={draft.name} onChange={(e) => set('name', e.target.value)} error={fields.name} />
        <TextField id="settings-index-title" label={t('settings.indexTitle')} value={draft.index_title} onChange={(e) => set('index_title', e.target.value)} error={fields.index_title} />
        <TextField id="settings-support-email" type="email" label={t('settings.supportEmail')} value={draft.support_email} onChange={(e) => set('support_email', e.target.value)} error={fields.support_email} />
        <SelectField
          id="settings-signups"
          label={t('settings.signups')}
          value={draft.signups}
          onChange={(e) => set('signups', e.target.value as Draft['signups'])}
          options={(['all', 'with_trafficsource', 'none'] as const).map((v) => ({ value: v, label: t(`settings.signupChoices.${v}`) }))}
          error={fields.signups}
        />
        <SelectField
          id="settings-search"
          label={t('settings.loggedOutSearch')}
          value={draft.logged_out_search}
          onChange={(e) => set('logged_out_search', e.target.value as Draft['logged_out_search'])}
          options={SEARCH_CHOICES.map((v) => ({ value: v, label: t(`settings.searchChoices.${v}`) }))}
          error={fields.logged_out_search}
        />
        <SelectField
          id="settings-search-source"
          label={t('settings.loggedOutSearchSource')}
          value={draft.logged_out_search_trafficsource}
          onChange={(e) => set('logged_out_search_trafficsource', e.target.value as Draft['logged_out_search_trafficsource'])}
          options={SEARCH_CHOICES.map((v) => ({ value: v, label: t(`settings.searchChoices.${v}`) }))}
          error={fields.logged_out_search_trafficsource}
        />
        <SelectField
          id="settings-default-country"
          label={t('settings.defaultCountry')}
          value={draft.default_country}
          onChange={(e) => set('default_country', e.target.value as Draft['default_country'])}
          options={COUNTRIES.map((c) => ({ value: c, label: countryName.of(c) ?? c }))}
          error={fields.default_country}
        />
        {NUMBERS.map((n) => (
          <TextField key={n} id={`settings-${n}`} label={t(`settings.numbers.${n}`)} inputMode="numeric" value={draft[n]} onChange={(e) => set(n, e.target.value)} error={fields[n]} />
        ))}
      </div>
      <TextareaField id="settings-description" label={t('settings.description')} value={draft.description} onChange={(e) => set('description', e.target.value)} error={fields.description} rows={3} maxLength={2000} counter={t('settings.counter', { count: draft.description.length, max: 2000 })} />
      <CheckList legend={t('settings.countries')} options={COUNTRIES} label={country} value={draft.countries} onChange={(v) => set('countries', v)} error={listError(fields, 'countries')} />
      <CheckboxField id="settings-entry-popup" checked={draft.enable_site_entry_popup} onChange={(checked) => set('enable_site_entry_popup', checked)}>
        {t('settings.entryPopup')}
      </CheckboxField>
      <CheckList
        legend={t('settings.entryCountries')}
        hint={t('settings.entryCountriesHint')}
        options={COUNTRIES}
        label={country}
        value={draft.site_entry_countries}
        onChange={(v) => set('site_entry_countries', v)}
        error={listError(fields, 'site_entry_countries')}
      />
      <CheckboxField id="settings-resell" checked={draft.member_resell} onChange={(checked) => set('member_resell', checked)}>
        {t('settings.memberResell')}
      </CheckboxField>
      <h3 id="settings-technical-title">{t('settings.technical')}</h3>
      <p className="muted">{t('settings.technicalIntro')}</p>
      <div className="form-grid">
        <TextField id="settings-domain" label={t('settings.domain')} hint={t('settings.domainHint')} autoComplete="off" value={draft.domain} onChange={(e) => set('domain', e.target.value)} error={fields.domain} />
        <SelectField
          id="settings-domain-language"
          label={t('settings.domainLanguage')}
          value={draft.domain_language}
          onChange={(e) => set('domain_language', e.target.value as Draft['domain_language'])}
          options={LOCALES.map((l) => ({ value: l, label: languageName.of(l) ?? l }))}
          error={fields.domain_language}
        />
        <TextField id="settings-cdn-prefix" label={t('settings.cdnPrefix')} hint={t('settings.cdnPrefixHint')} autoComplete="off" value={draft.cdn_prefix} onChange={(e) => set('cdn_prefix', e.target.value)} error={fields.cdn_prefix} />
      </div>
      <CheckList legend={t('settings.visibleFields')} options={PROFILE_FIELDS} label={field} value={draft.visible_profile_fields} onChange={(v) => set('visible_profile_fields', v)} error={listError(fields, 'visible_profile_fields')} />
      <CheckList legend={t('settings.visibleNotes')} options={PROFILE_NOTES} label={field} value={draft.visible_profile_notes} onChange={(v) => set('visible_profile_notes', v)} error={listError(fields, 'visible_profile_notes')} />
      <CheckList legend={t('settings.searchFields')} options={SEARCH_FIELDS} label={field} value={draft.search_fields} onChange={(v) => set('search_fields', v)} error={listError(fields, 'search_fields')} />
      <FormAlert message={save.error ? errorMessage(t, save.error) : null} />
      {saved && <p role="status">{t('settings.saved')}</p>}
      <SubmitButton pending={save.isPending} label={t('settings.save')} pendingLabel={t('settings.saving')} />
    </form>
  );
}

type CompanyDraft = Omit<CompanyInfoForm, 'tradenames' | 'vat_numbers' | 'delete_discount'> & { tradenames: string; vat_numbers: string; delete_discount: string };
const COMPANY_TEXT = ['name', 'address', 'city', 'country', 'kvk', 'support_phone'] as const;
const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter((l) => l !== '');

function CompanyForm({ initial }: { initial: CompanyInfoForm }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CompanyDraft>({ ...initial, tradenames: initial.tradenames.join('\n'), vat_numbers: initial.vat_numbers.join('\n'), delete_discount: String(initial.delete_discount) });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      api.callStrict(updateCompanyInfo, {
        body: { ...draft, tradenames: lines(draft.tradenames), vat_numbers: lines(draft.vat_numbers), delete_discount: draft.delete_discount.trim() === '' ? Number.NaN : Number(draft.delete_discount) },
      }),
    onSuccess: () => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const fields = fieldMessages(save.error);
  const set = <K extends keyof CompanyDraft>(key: K, value: CompanyDraft[K]) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate();
  };
  return (
    <form className="catalog-form" onSubmit={submit} aria-labelledby="settings-company-title" noValidate>
      <h2 id="settings-company-title">{t('settings.company')}</h2>
      <div className="form-grid">
        {COMPANY_TEXT.map((k) => (
          <TextField key={k} id={`company-${k}`} label={t(`settings.companyFields.${k}`)} value={draft[k]} onChange={(e) => set(k, e.target.value)} error={fields[k]} />
        ))}
        <TextField id="company-delete-discount" label={t('settings.companyFields.delete_discount')} inputMode="numeric" value={draft.delete_discount} onChange={(e) => set('delete_discount', e.target.value)} error={fields.delete_discount} />
      </div>
      <TextareaField id="company-tradenames" label={t('settings.companyFields.tradenames')} hint={t('settings.onePerLine')} value={draft.tradenames} onChange={(e) => set('tradenames', e.target.value)} error={listError(fields, 'tradenames')} rows={3} maxLength={4000} counter={t('settings.counter', { count: draft.tradenames.length, max: 4000 })} />
      <TextareaField id="company-vat" label={t('settings.companyFields.vat_numbers')} hint={t('settings.onePerLine')} value={draft.vat_numbers} onChange={(e) => set('vat_numbers', e.target.value)} error={listError(fields, 'vat_numbers')} rows={2} maxLength={700} counter={t('settings.counter', { count: draft.vat_numbers.length, max: 700 })} />
      <FormAlert message={save.error ? errorMessage(t, save.error) : null} />
      {saved && <p role="status">{t('settings.companySaved')}</p>}
      <SubmitButton pending={save.isPending} label={t('settings.saveCompany')} pendingLabel={t('settings.saving')} />
    </form>
  );
}
