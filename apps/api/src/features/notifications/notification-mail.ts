import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Locale, NotificationType } from '@dating/contracts';
import { sites, type MemberRow } from '@dating/db';
import { pathFor } from '@dating/i18n';
import { deliver, recipient } from '../accounts/accounts.mail.js';
import { renderActionMail, type ActionMailKey } from '../../mail/templates.js';
import { listUnsubscribeHeaders, unsubscribeKey, unsubscribeToken, wantsNotification } from './preferences.service.js';

export interface NotificationMail {
  user: MemberRow;
  /** The preference that decides whether it may be sent. */
  type: NotificationType;
  key: ActionMailKey;
  /** Where its button leads, in the member's language. */
  url: (locale: Locale) => string;
  vars?: Record<string, string | number>;
}

/**
 * Every notification mail leaves here (decision 044): only when the member wants this type by e-mail and
 * mail to them is not stopped; in their language; with the one-click unsubscribe headers and a link to
 * their notification settings. Answers 'skipped' when it may not be sent, else whether it went out.
 */
export async function sendNotificationMail(app: FastifyInstance, mail: NotificationMail): Promise<'sent' | 'skipped' | 'failed'> {
  const { user } = mail;
  if (user.status === 'deleted' || !(await wantsNotification(app.db, user.id, mail.type, 'email'))) return 'skipped';
  const [site] = await app.db.select({ name: sites.name }).from(sites).where(eq(sites.id, user.siteId));
  const { name, t, locale } = await recipient(app, user);
  const { publicUrl } = app.deps.env;
  const rendered = renderActionMail({
    t,
    key: mail.key,
    site: site?.name ?? '',
    name,
    url: mail.url(locale),
    vars: mail.vars,
    settingsUrl: `${publicUrl}${pathFor('notifications', locale)}`,
  });
  const headers = listUnsubscribeHeaders(publicUrl, unsubscribeToken(await unsubscribeKey(app.db), user.id));
  return (await deliver(app, user.email, { ...rendered, headers }, { userId: user.id, mail: mail.key })) ? 'sent' : 'failed';
}
