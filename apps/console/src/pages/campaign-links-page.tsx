import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANDERS, changeCampaignLink, createCampaignLink, listCampaignLinks, type AdminCampaignLink, type Lander } from '@dating/contracts';
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { fieldMessages } from '@/lib/form-fields';
import { ListTable } from '@/app/list-table';
import { CampaignsTabs } from './campaigns-tabs';

const linksKey = ['campaign-links'] as const;
const TRACKING = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
const EMPTY = { token: '', lander: 'gallery' as Lander, slug: '', network: '', ref: '', sub1: '', sub2: '', sub3: '', active: true };

/** The public address of a link: the site's own host, where the console is served too (decision 040). */
const linkUrl = (token: string) => `${window.location.origin}/${token}`;

/**
 * Campaign short links (decision 063): an admin makes `/{token}` for a lander with its slug and the tracking
 * record it sets, sees its clicks and signups, and switches it off or on.
 */
export function CampaignLinksPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const links = useQuery({ queryKey: linksKey, queryFn: () => api.callStrict(listCampaignLinks, {}) });
  const create = useMutation({
    mutationFn: () => api.callStrict(createCampaignLink, { body: form }),
    onSuccess: ({ link }) => {
      setDone(t('campaignLinks.created', { url: linkUrl(link.token) }));
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: linksKey });
    },
  });
  const fields = fieldMessages(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    create.mutate();
  };
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <section className="page">
      <h1>{t('campaignLinks.title')}</h1>
      <CampaignsTabs />
      <p className="muted">{t('campaignLinks.intro')}</p>
      <form className="catalog-form" onSubmit={submit} aria-labelledby="new-link-title" noValidate>
        <h2 id="new-link-title">{t('campaignLinks.new')}</h2>
        <div className="form-grid">
          <TextField id="link-token" label={t('campaignLinks.token')} value={form.token} onChange={(e) => set('token', e.target.value)} error={fields.token} hint={t('campaignLinks.tokenHint')} autoComplete="off" spellCheck={false} />
          <SelectField
            id="link-lander"
            label={t('campaignLinks.lander')}
            value={form.lander}
            onChange={(e) => set('lander', e.target.value as Lander)}
            options={LANDERS.map((l) => ({ value: l, label: l }))}
            error={fields.lander}
          />
          <TextField id="link-slug" label={t('campaignLinks.slug')} value={form.slug} onChange={(e) => set('slug', e.target.value)} error={fields.slug} hint={t('campaignLinks.slugHint')} autoComplete="off" spellCheck={false} />
        </div>
        <fieldset className="method-choices">
          <legend>{t('campaignLinks.tracking')}</legend>
          <p className="muted">{t('campaignLinks.trackingHint')}</p>
          <div className="form-grid">
            {TRACKING.map((key) => (
              <TextField key={key} id={`link-${key}`} label={t(`campaignLinks.fields.${key}`)} value={form[key]} onChange={(e) => set(key, e.target.value)} error={fields[key]} hint={t('campaignLinks.optional')} autoComplete="off" spellCheck={false} />
            ))}
          </div>
        </fieldset>
        <CheckboxField id="link-active" checked={form.active} onChange={(checked) => set('active', checked)} error={fields.active}>
          {t('campaignLinks.activeNow')}
        </CheckboxField>
        <FormAlert message={create.error && Object.keys(fields).length === 0 ? errorMessage(t, create.error) : null} />
        {done && <p role="status">{done}</p>}
        <SubmitButton pending={create.isPending} label={t('campaignLinks.create')} pendingLabel={t('campaignLinks.creating')} />
      </form>

      <ListTable
        title={t('campaignLinks.list')}
        query={links}
        items={links.data?.links}
        empty={t('campaignLinks.empty')}
        columns={(['link', 'opens', 'tracking', 'clicks', 'signups', 'state', 'actions'] as const).map((key) => t(`campaignLinks.${key}`))}
        row={(link) => <LinkRow key={link.token} link={link} />}
      />
    </section>
  );
}

function LinkRow({ link }: { link: AdminCampaignLink }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => api.callStrict(changeCampaignLink, { body: { token: link.token, active: !link.active } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: linksKey }),
  });
  const tracking = TRACKING.filter((key) => link[key] !== null).map((key) => `${t(`campaignLinks.fields.${key}`)}: ${link[key]}`);
  return (
    <tr>
      <th scope="row">
        <code>/{link.token}</code>
        <br />
        <span className="muted small">{linkUrl(link.token)}</span>
      </th>
      <td>
        {link.lander}
        {link.slug && <span className="muted small"> · {link.slug}</span>}
      </td>
      <td>{tracking.length > 0 ? tracking.join(' · ') : <span className="muted">{t('campaignLinks.noTracking')}</span>}</td>
      <td>{link.clicks}</td>
      <td>{link.signups}</td>
      <td>{t(link.active ? 'campaignLinks.on' : 'campaignLinks.off')}</td>
      <td className="row-actions">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
          aria-label={t(link.active ? 'campaignLinks.disableLabel' : 'campaignLinks.enableLabel', { token: link.token })}
        >
          {t(link.active ? 'campaignLinks.disable' : 'campaignLinks.enable')}
        </button>
        {toggle.error && <span role="alert">{errorMessage(t, toggle.error)}</span>}
      </td>
    </tr>
  );
}
