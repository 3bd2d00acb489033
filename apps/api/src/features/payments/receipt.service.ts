import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Locale } from '@dating/contracts';
import { payments, profiles, sites, users } from '@dating/db';
import { isLocale, languageFor } from '@dating/i18n';
import { LEASE_MS } from '../../events/dispatcher.js';
import { renderReceiptMail } from '../../mail/receipt.js';
import { translatorFor } from '../../plugins/i18n.js';

/** Names of brands stay as they are; the generic methods are translated (email:receipt.methods.*). */
const BRANDS: Record<string, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  blik: 'BLIK',
  przelewy24: 'Przelewy24',
  eps: 'EPS',
  twint: 'TWINT',
  kbc: 'KBC/CBC',
  belfius: 'Belfius',
  klarna: 'Klarna',
  sofort: 'SOFORT',
  giropay: 'giropay',
};
const GENERIC = new Set(['creditcard', 'banktransfer', 'directdebit']);

/**
 * The receipt of one completed payment, sent once (the subscriber of payment.completed). The outbox
 * delivers an event at least once — again after a crash, and again when another subscriber of the
 * same event failed — so the payment row itself says whether its receipt went out: a delivery first
 * claims it (receipt_claimed_at, a lease as long as the outbox's own, so a delivery that died
 * mid-way is taken over once the outbox hands the event out again), sends, then marks it sent. A
 * mail server that refuses gives the claim back and throws, so the outbox tries again later.
 */
export async function sendPaymentReceipt(app: FastifyInstance, paymentId: number): Promise<void> {
  const [claimed] = await app.db
    .update(payments)
    .set({ receiptClaimedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, paymentId),
        isNull(payments.receiptSentAt),
        or(isNull(payments.receiptClaimedAt), lt(payments.receiptClaimedAt, sql`now() - ${LEASE_MS} * interval '1 millisecond'`)),
      ),
    )
    .returning();
  if (!claimed) return;

  try {
    const [user] = await app.db.select().from(users).where(eq(users.id, claimed.userId));
    const [site] = user ? await app.db.select().from(sites).where(eq(sites.id, user.siteId)) : [];
    if (!user || !site) return;
    const [profile] = await app.db.select({ name: profiles.name, country: profiles.country }).from(profiles).where(eq(profiles.id, user.id));
    const locale: Locale = isLocale(user.language) ? user.language : 'nl';
    const language = languageFor(locale, profile?.country);
    const t = translatorFor(locale, profile?.country);
    const company = await app.sites.company(site.id);
    const method = claimed.method ? (GENERIC.has(claimed.method) ? t(`email:receipt.methods.${claimed.method}`) : (BRANDS[claimed.method] ?? claimed.method)) : '';
    const mail = renderReceiptMail({
      t,
      site: site.name,
      name: profile?.name ?? '',
      date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(claimed.paidAt ?? claimed.updatedAt),
      amount: new Intl.NumberFormat(language, { style: 'currency', currency: claimed.currency }).format(claimed.amount / 100),
      method,
      credits: claimed.credits,
      tryout: claimed.tryout,
      number: claimed.id,
      transaction: claimed.providerId,
      refundDays: site.refundDays,
      supportEmail: site.supportEmail,
      company: company && {
        name: company.name,
        address: company.address,
        city: company.city,
        country: company.country,
        registration: company.kvk,
        vatNumbers: company.vatNumbers,
        supportPhone: company.supportPhone.replace(/[-\s]/g, ''),
      },
    });
    await app.deps.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    await app.db.update(payments).set({ receiptClaimedAt: null }).where(eq(payments.id, paymentId));
    throw error;
  }
  await app.db.update(payments).set({ receiptSentAt: sql`now()` }).where(eq(payments.id, paymentId));
}
