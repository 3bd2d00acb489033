import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Locale } from '@dating/contracts';
import { profiles, type UserRow } from '@dating/db';
import { isLocale } from '@dating/i18n';
import { translatorFor } from '../../plugins/i18n.js';
import { renderActionMail } from '../../mail/templates.js';
import type { SiteRow } from '../../plugins/site.js';

/**
 * Sends the activation mail in the member's language. Answers whether it went out: a mail
 * server that is down must not undo the signup; the member can ask for the mail again.
 */
export async function sendActivationMail(app: FastifyInstance, user: UserRow, site: SiteRow, token: string): Promise<boolean> {
  const [profile] = await app.db.select({ name: profiles.name, country: profiles.country }).from(profiles).where(eq(profiles.id, user.id));
  const locale: Locale = isLocale(user.language) ? user.language : 'nl';
  const url = `${app.deps.env.publicUrl}/api/activate.php?token=${encodeURIComponent(token)}`;
  const mail = renderActionMail({
    t: translatorFor(locale, profile?.country),
    key: 'activation',
    site: site.name,
    name: profile?.name ?? '',
    url,
  });
  try {
    await app.deps.mailer.send({ to: user.email, ...mail });
    return true;
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'activation mail not sent');
    return false;
  }
}
