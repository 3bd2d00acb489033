import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Locale } from '@dating/contracts';
import { profiles, type MemberRow } from '@dating/db';
import { isLocale } from '@dating/i18n';
import { translatorFor } from '../../plugins/i18n.js';
import { renderActionMail, renderNoticeMail, type ActionMailKey, type RenderedMail } from '../../mail/templates.js';
import type { SiteRow } from '../../plugins/site.js';

export async function recipient(app: FastifyInstance, user: MemberRow) {
  const [profile] = await app.db
    .select({ name: profiles.name, country: profiles.country })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  const locale: Locale = isLocale(user.language) ? user.language : 'nl';
  return { name: profile?.name ?? '', t: translatorFor(locale, profile?.country), locale };
}

/**
 * Sends one mail and answers whether it went out: a mail server that is down must not undo
 * what the member just did; they can ask for the mail again.
 */
export async function deliver(app: FastifyInstance, to: string, mail: RenderedMail & { headers?: Record<string, string> }, context: Record<string, unknown>) {
  try {
    await app.deps.mailer.send({ to, ...mail });
    return true;
  } catch (error) {
    app.log.error({ err: error, ...context }, 'mail not sent');
    return false;
  }
}

/** A mail with one link, in the member's language; `to` defaults to the member's address. */
export async function sendActionMail(
  app: FastifyInstance,
  input: { user: MemberRow; site: SiteRow; key: ActionMailKey; url: string; to?: string; vars?: Record<string, string | number> },
): Promise<boolean> {
  const { name, t } = await recipient(app, input.user);
  const mail = renderActionMail({ t, key: input.key, site: input.site.name, name, url: input.url, vars: input.vars });
  return deliver(app, input.to ?? input.user.email, mail, { userId: input.user.id, mail: input.key });
}

export async function sendNoticeMail(
  app: FastifyInstance,
  input: { user: MemberRow; site: SiteRow; key: 'emailChanged'; to: string; vars?: Record<string, string | number> },
): Promise<boolean> {
  const { name, t } = await recipient(app, input.user);
  const mail = renderNoticeMail({ t, key: input.key, site: input.site.name, name, vars: input.vars });
  return deliver(app, input.to, mail, { userId: input.user.id, mail: input.key });
}

/** The link a mail points to: an API call that redirects, or a localized web page. */
export function mailLink(app: FastifyInstance, path: string, token: string): string {
  return `${app.deps.env.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** The date until which a deleted account can come back, written for the member's language. */
export async function formatUntil(app: FastifyInstance, user: MemberRow, until: Date): Promise<string> {
  const { locale } = await recipient(app, user);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(until);
}
