import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  CAMPAIGN_TYPES,
  LOCALES,
  MAX_CAMPAIGN_BODY,
  MAX_CAMPAIGN_SUBJECT,
  listCampaigns,
  previewCampaign,
  resumeCampaign,
  sendCampaign,
  type Campaign,
  type CampaignDraft,
  type CampaignType,
  type Locale,
} from '@dating/contracts';
import { Alert, ChoiceGroup, FormAlert, Tabs, TextField, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { CampaignsTabs } from './campaigns-tabs';

const campaignsKey = ['campaigns'] as const;
type Texts = Record<Locale, { subject: string; body: string }>;
const emptyTexts = (): Texts => Object.fromEntries(LOCALES.map((l) => [l, { subject: '', body: '' }])) as Texts;
const written = (text: { subject: string; body: string }) => text.subject.trim() !== '' && text.body.trim() !== '';

/**
 * Promotions and news (decision 055): the admin writes the text per language (a language left empty is not
 * sent), looks at the mail and push as members will get them, and sends to the members who opted in.
 */
export function CampaignsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [type, setType] = useState<CampaignType>('news');
  const [email, setEmail] = useState(true);
  const [push, setPush] = useState(true);
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [language, setLanguage] = useState<Locale>('nl');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState('');
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'language' }), [i18n.language]);
  const draft: CampaignDraft = { type, email, push, texts: Object.fromEntries(LOCALES.filter((l) => written(texts[l])).map((l) => [l, texts[l]])) };
  const draftKey = JSON.stringify({ ...draft, language });

  const preview = useMutation({ mutationFn: () => api.callStrict(previewCampaign, { body: { draft, language } }) });
  // A preview of an earlier draft (or language) is not shown as this one's.
  const [previewedFor, setPreviewedFor] = useState('');
  const previewFresh = preview.data !== undefined && previewedFor === draftKey;
  const send = useMutation({
    mutationFn: () => api.callStrict(sendCampaign, { body: draft }),
    onSuccess: ({ campaign }) => {
      setSentMessage(t('campaigns.queued', { subject: campaign.subject, count: campaign.audience }));
      setTexts(emptyTexts());
      preview.reset();
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
    },
  });
  const list = useQuery({
    queryKey: campaignsKey,
    queryFn: () => api.callStrict(listCampaigns, {}),
    refetchInterval: (query) => (query.state.data?.campaigns.some((c) => c.status === 'sending') ? 3000 : false),
  });

  const check = (): boolean => {
    const half = LOCALES.find((l) => !written(texts[l]) && (texts[l].subject.trim() || texts[l].body.trim()));
    if (half) {
      setLanguage(half);
      setProblem(t('campaigns.halfWritten', { language: names.of(half) }));
      return false;
    }
    if (!LOCALES.some((l) => written(texts[l]))) return fails(t('campaigns.noText'));
    if (!email && !push) return fails(t('campaigns.noChannel'));
    setProblem(null);
    return true;
  };
  const fails = (message: string) => {
    setProblem(message);
    return false;
  };
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    setSentMessage('');
    if (check()) {
      setPreviewedFor(draftKey);
      preview.mutate();
    }
  };
  const edit = (locale: Locale, field: 'subject' | 'body', value: string) => setTexts((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));

  return (
    <section className="page">
      <h1>{t('campaigns.title')}</h1>
      <CampaignsTabs />
      <p className="muted">{t('campaigns.intro')}</p>
      {sentMessage && (
        <Alert tone="success" live>
          {sentMessage}
        </Alert>
      )}
      <form onSubmit={onPreview} noValidate aria-label={t('campaigns.form')} className="campaign-form">
        <ChoiceGroup
          id="campaign-type"
          name="campaign-type"
          legend={t('campaigns.type')}
          choices={CAMPAIGN_TYPES.map((value) => ({ value, label: t(`campaigns.types.${value}`) }))}
          value={type}
          onChange={setType}
        />
        <fieldset className="choice-group">
          <legend>{t('campaigns.channels')}</legend>
          <div className="choices">
            <label className="choice">
              <input type="checkbox" checked={email} onChange={(e) => setEmail(e.target.checked)} />
              <span>{t('campaigns.email')}</span>
            </label>
            <label className="choice">
              <input type="checkbox" checked={push} onChange={(e) => setPush(e.target.checked)} />
              <span>{t('campaigns.push')}</span>
            </label>
          </div>
        </fieldset>
        <Tabs
          label={t('campaigns.languages')}
          tabs={LOCALES.map((l) => ({ key: l, label: `${names.of(l) ?? l}${written(texts[l]) ? ' ✓' : ''}` }))}
          selected={language}
          onSelect={setLanguage}
        >
          <p className="muted small">{t(written(texts[language]) ? 'campaigns.languageWritten' : 'campaigns.languageEmpty', { language: names.of(language) })}</p>
          <TextField
            id={`subject-${language}`}
            label={t('campaigns.subject', { language: names.of(language) })}
            value={texts[language].subject}
            maxLength={MAX_CAMPAIGN_SUBJECT}
            onChange={(e) => edit(language, 'subject', e.target.value)}
          />
          <TextareaField
            id={`body-${language}`}
            label={t('campaigns.body', { language: names.of(language) })}
            hint={t('campaigns.bodyHint')}
            value={texts[language].body}
            maxLength={MAX_CAMPAIGN_BODY}
            counter={t('campaigns.counter', { count: texts[language].body.length, max: MAX_CAMPAIGN_BODY })}
            rows={8}
            onChange={(e) => edit(language, 'body', e.target.value)}
          />
        </Tabs>
        <FormAlert message={problem ?? (preview.error ? errorMessage(t, preview.error) : null)} />
        <button type="submit" className="btn btn-secondary" disabled={preview.isPending}>
          {preview.isPending ? t('campaigns.previewing') : t('campaigns.preview', { language: names.of(language) })}
        </button>
      </form>

      {previewFresh && preview.data && (
        <section className="campaign-preview" aria-labelledby="campaign-preview-title">
          <h2 id="campaign-preview-title">{t('campaigns.previewTitle', { language: names.of(language) })}</h2>
          <p>
            {t('campaigns.audience', { count: preview.data.audience.members })} {draft.email && t('campaigns.audienceEmail', { count: preview.data.audience.email })}{' '}
            {draft.push && t('campaigns.audiencePush', { count: preview.data.audience.push })}
          </p>
          {preview.data.mail ? (
            <>
              <h3>{t('campaigns.mailPreview')}</h3>
              <p>
                <strong>{t('campaigns.subjectLine')}</strong> {preview.data.mail.subject}
              </p>
              {/* The text part of the mail: the console's Content-Security-Policy keeps the HTML part's inline styles out of any frame. */}
              <pre className="mail-preview" role="document" aria-label={t('campaigns.mailPreview')} tabIndex={0}>
                {preview.data.mail.text}
              </pre>
            </>
          ) : (
            !draft.email || <p className="muted">{t('campaigns.notInLanguage', { language: names.of(language) })}</p>
          )}
          {preview.data.push && (
            <>
              <h3>{t('campaigns.pushPreview')}</h3>
              <div className="push-preview" role="group" aria-label={t('campaigns.pushPreview')}>
                <strong>{preview.data.push.title}</strong>
                <span>{preview.data.push.body}</span>
              </div>
            </>
          )}
          <FormAlert message={send.error ? errorMessage(t, send.error) : null} />
          <button type="button" className="btn btn-primary" disabled={send.isPending || preview.data.audience.members === 0} onClick={() => send.mutate()}>
            {send.isPending ? t('campaigns.sending') : t('campaigns.send', { count: preview.data.audience.members })}
          </button>
        </section>
      )}

      <h2>{t('campaigns.sent')}</h2>
      <FormAlert message={list.error ? errorMessage(t, list.error) : null} />
      {list.isPending && <p>{t('common.loading')}</p>}
      {list.data && (list.data.campaigns.length === 0 ? <p>{t('campaigns.none')}</p> : <CampaignTable campaigns={list.data.campaigns} />)}
    </section>
  );
}

/** Why a campaign's job gave up (decision 061), in the admin's language. */
function failureText(t: TFunction, failure: NonNullable<Campaign['failure']>): string {
  if (failure.reason === 'undelivered') return t('campaigns.failedUndelivered', { count: failure.undelivered ?? 0 });
  if (failure.reason === 'timeout') return t('campaigns.failedTimeout');
  return t('campaigns.failedError', { message: failure.message });
}

function CampaignTable({ campaigns }: { campaigns: Campaign[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // "Send the rest": a new job; who has it already is skipped by the server, so nobody gets it twice.
  const resume = useMutation({
    mutationFn: (id: number) => api.callStrict(resumeCampaign, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
  return (
    <div className="table-scroll">
      <FormAlert message={resume.error ? errorMessage(t, resume.error) : null} />
      {resume.isSuccess && (
        <Alert tone="success" live>
          {t('campaigns.resumed', { subject: resume.data.campaign.subject })}
        </Alert>
      )}
      <table className="audit-table">
        <caption className="visually-hidden">{t('campaigns.sent')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('campaigns.when')}</th>
            <th scope="col">{t('campaigns.what')}</th>
            <th scope="col">{t('campaigns.status')}</th>
            <th scope="col">{t('campaigns.emailsSent')}</th>
            <th scope="col">{t('campaigns.pushesSent')}</th>
            <th scope="col">{t('campaigns.audienceColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((c) => (
            <tr key={c.id}>
              <td className="nowrap">
                {when.format(new Date(c.created_at))}
                <br />
                <span className="muted small">{c.created_by ?? ''}</span>
              </td>
              <td>
                {t(`campaigns.types.${c.type}`)}: {c.subject}
                <br />
                <span className="muted small">{c.languages.map((l) => l.toUpperCase()).join(' · ')}</span>
              </td>
              <td className={c.status === 'failed' ? undefined : 'nowrap'}>
                {c.status === 'failed' ? (
                  <>
                    <strong className="campaign-failed">{t('campaigns.statusFailed')}</strong>
                    {c.failure && (
                      <>
                        <br />
                        <span className="small">{failureText(t, c.failure)}</span>
                      </>
                    )}
                    <br />
                    <button
                      type="button"
                      className="btn btn-secondary btn-small campaign-resume"
                      aria-label={t('campaigns.resumeLabel', { subject: c.subject })}
                      disabled={resume.isPending}
                      onClick={() => resume.mutate(c.id)}
                    >
                      {t('campaigns.resume')}
                    </button>
                  </>
                ) : (
                  t(c.status === 'sent' ? 'campaigns.statusSent' : 'campaigns.statusSending')
                )}
              </td>
              <td>{c.email ? c.emails_sent : t('campaigns.off')}</td>
              <td>{c.push ? c.pushes_sent : t('campaigns.off')}</td>
              <td>{c.audience}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
