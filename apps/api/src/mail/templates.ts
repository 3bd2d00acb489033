import type { TFunction } from 'i18next';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const paragraphs = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');

/** The page every mail's HTML part shares: the site's name above a white card; `inner` is already HTML. */
function mailPage(subject: string, site: string, inner: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3f7;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:bold;color:#8a1c4a;margin:0 0 24px">${escapeHtml(site)}</p>
${inner}
</div></body></html>`;
}

export type ActionMailKey = 'activation' | 'passwordReset' | 'emailChange' | 'accountDeleted' | 'activationReminder' | 'unreadReminder' | 'weeklyUpdate' | 'newConversation' | 'newMessage' | 'newLike' | 'newMatch';

interface ActionMailInput {
  t: TFunction;
  key: ActionMailKey;
  site: string;
  name: string;
  url: string;
  /** More interpolation values for the texts (days, email ...). */
  vars?: Record<string, string | number>;
  /**
   * A notification mail's footer instead of the account footer: why the member gets it and the link to
   * their notification settings.
   */
  settingsUrl?: string;
}

/** A mail with one call to action: greeting, intro, button, fallback link, ignore note, signature. */
export function renderActionMail({ t, key, site, name, url, vars = {}, settingsUrl }: ActionMailInput): RenderedMail {
  const tr = (k: string) => t(k, { site, name, ...vars, interpolation: { escapeValue: false } });
  const subject = tr(`email:${key}.subject`);
  const footer = settingsUrl ? `${tr('email:layout.notificationFooter')}\n${tr('email:layout.settingsLink')}: ${settingsUrl}` : tr('email:layout.footer');
  const footerHtml = settingsUrl
    ? `${paragraphs(tr('email:layout.notificationFooter'))}<br><a href="${escapeHtml(settingsUrl)}">${escapeHtml(tr('email:layout.settingsLink'))}</a>`
    : paragraphs(tr('email:layout.footer'));
  const lines = [
    tr('email:layout.greeting'),
    tr(`email:${key}.intro`),
    `${tr(`email:${key}.button`)}: ${url}`,
    tr(`email:${key}.ignore`),
    tr('email:layout.signature'),
    '--',
    footer,
  ];
  const html = mailPage(subject, site, `<p>${paragraphs(tr('email:layout.greeting'))}</p>
<p>${paragraphs(tr(`email:${key}.intro`))}</p>
<p style="margin:28px 0"><a href="${escapeHtml(url)}" style="background:#8a1c4a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(tr(`email:${key}.button`))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(tr(`email:${key}.fallback`))}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="font-size:13px;color:#555">${paragraphs(tr(`email:${key}.ignore`))}</p>
<p>${paragraphs(tr('email:layout.signature'))}</p>
<p style="font-size:12px;color:#777;border-top:1px solid #eee;padding-top:12px">${footerHtml}</p>`);
  return { subject, text: lines.join('\n\n'), html };
}

interface NoticeMailInput {
  t: TFunction;
  key: 'emailChanged';
  site: string;
  name: string;
  vars?: Record<string, string | number>;
}

/** A mail that only informs: greeting, body, signature. */
export function renderNoticeMail({ t, key, site, name, vars = {} }: NoticeMailInput): RenderedMail {
  const tr = (k: string) => t(k, { site, name, ...vars, interpolation: { escapeValue: false } });
  const subject = tr(`email:${key}.subject`);
  const text = [tr('email:layout.greeting'), tr(`email:${key}.body`), tr('email:layout.signature')].join('\n\n');
  const html = mailPage(subject, site, `<p>${paragraphs(tr('email:layout.greeting'))}</p>
<p>${paragraphs(tr(`email:${key}.body`))}</p>
<p>${paragraphs(tr('email:layout.signature'))}</p>`);
  return { subject, text, html };
}

interface CampaignMailInput {
  t: TFunction;
  site: string;
  name: string;
  subject: string;
  /** The admin's text, as written (paragraphs by blank lines). */
  body: string;
  settingsUrl: string;
}

/** A promotion or news item (decision 055): greeting, the admin's text, signature, the notification footer. */
export function renderCampaignMail({ t, site, name, subject, body, settingsUrl }: CampaignMailInput): RenderedMail {
  const tr = (k: string) => t(k, { site, name, interpolation: { escapeValue: false } });
  const text = [tr('email:layout.greeting'), body, tr('email:layout.signature'), '--', `${tr('email:layout.notificationFooter')}\n${tr('email:layout.settingsLink')}: ${settingsUrl}`].join('\n\n');
  const html = mailPage(subject, site, `<p>${paragraphs(tr('email:layout.greeting'))}</p>
<p>${paragraphs(body)}</p>
<p>${paragraphs(tr('email:layout.signature'))}</p>
<p style="font-size:12px;color:#777;border-top:1px solid #eee;padding-top:12px">${paragraphs(tr('email:layout.notificationFooter'))}<br><a href="${escapeHtml(settingsUrl)}">${escapeHtml(tr('email:layout.settingsLink'))}</a></p>`);
  return { subject, text, html };
}
