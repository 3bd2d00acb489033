import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { CreditPackage, Locale } from '@dating/contracts';
import { payments, users, type DbOrTx, type MemberRow } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import { memberCountry, priceList } from './packages.service.js';
import { stateOf } from './payments.service.js';
import type { MandateDetails, PaymentProvider, ProviderMandate, ProviderPayment } from './provider.js';
import { checkSpendingCap } from './spending-cap.service.js';

/**
 * The repeat order (/credits/repeat-order, premium members only): one click buys the member's last paid
 * package again, at today's price for their country, charged on the mandate their first payment left at
 * the provider (a recurring payment: no checkout). The credits come as with any payment: when the
 * provider says it is paid (webhook, or the transaction page asking).
 */

/** The methods a repeat order can be charged with: the mandates Mollie keeps. */
const RECURRING_METHODS = new Set(['directdebit', 'creditcard', 'paypal']);

export interface RepeatMandate {
  id: string;
  method: string;
  account: string;
}

export interface RepeatOffer {
  package: CreditPackage | null;
  mandate: RepeatMandate | null;
  customerId: string | null;
  country: string;
}

/** "NL55INGB0000000000" -> "NL55 •••• 0000"; card -> "Mastercard •••• 6787"; "tester@example.com" -> "te•••@example.com". */
export function maskAccount(method: string, details: MandateDetails | undefined): string {
  const dots = '••••';
  if (method === 'creditcard') {
    const label = details?.cardLabel?.trim() || 'Card';
    const last = (details?.cardNumber ?? '').replace(/\D/g, '').slice(-4);
    return last ? `${label} ${dots} ${last}` : label;
  }
  const account = (details?.consumerAccount ?? '').replace(/\s/g, '');
  if (method === 'paypal' || account.includes('@')) {
    const [name = '', domain = ''] = account.split('@');
    return domain ? `${name.slice(0, 2)}•••@${domain}` : account ? `${account.slice(0, 2)}•••` : 'PayPal';
  }
  if (account.length > 8) return `${account.slice(0, 4)} ${dots} ${account.slice(-4)}`;
  return account ? `${dots} ${account.slice(-4)}` : dots;
}

/**
 * What a repeat order would buy and charge: refused (403 premium_required) for a free member. The package
 * is the last paid one that is not the tryout (the tryout is once only), found on today's price list of
 * the member's country (by id, else the package with the same credits), or null. The mandate is the one
 * the member last paid with if it is still valid, else the newest valid one, or null.
 */
export async function repeatOffer(db: DbOrTx, provider: PaymentProvider | null, member: MemberRow, siteDefaultCountry: string, log: FastifyBaseLogger): Promise<RepeatOffer> {
  if (!member.paidUser) throw fail('premium_required');
  const list = await priceList(db, await memberCountry(db, member.id), siteDefaultCountry);
  const [last] = await db
    .select({ packageId: payments.packageId, credits: payments.credits })
    .from(payments)
    .where(and(eq(payments.userId, member.id), eq(payments.status, 'paid'), eq(payments.tryout, false)))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  const pkg = last ? (list.packages.find((p) => p.id === last.packageId) ?? list.packages.find((p) => p.credits === last.credits) ?? null) : null;

  const customerId = member.paymentCustomerId;
  let mandate: RepeatMandate | null = null;
  if (customerId) {
    if (!provider) throw fail('service_unavailable');
    let mandates: ProviderMandate[];
    try {
      mandates = await provider.listMandates(customerId);
    } catch (error) {
      // A customer the provider does not know (the built-in provider forgets on restart) has no mandate.
      if ((error as { statusCode?: number }).statusCode === 404) {
        mandates = [];
      } else {
        log.warn({ err: error }, 'payment provider gave no mandates; repeat order not offered');
        throw fail('service_unavailable');
      }
    }
    const valid = mandates.filter((m) => m.status === 'valid' && RECURRING_METHODS.has(m.method));
    const [lastUsed] = await db
      .select({ mandateId: payments.mandateId })
      .from(payments)
      .where(and(eq(payments.userId, member.id), eq(payments.status, 'paid'), isNotNull(payments.mandateId)))
      .orderBy(desc(payments.paidAt), desc(payments.id))
      .limit(1);
    const chosen = valid.find((m) => m.id === lastUsed?.mandateId) ?? valid[0];
    if (chosen) mandate = { id: chosen.id, method: chosen.method, account: maskAccount(chosen.method, chosen.details) };
  }
  return { package: pkg, mandate, customerId, country: list.country };
}

export interface RepeatInput {
  packageId: number;
  locale: Locale;
  siteDefaultCountry: string;
  description: (credits: number) => string;
  redirectUrl: (paymentId: number) => string;
  webhookUrl: string;
  now: Date;
}

/**
 * Charges the repeat order: the package the member saw (package_id must still be the one on offer, so a
 * price or package that changed meanwhile is not bought unseen) on the mandate, as a recurring payment.
 * The call's Idempotency-Key is claimed before this runs and answered from what it returns (decision
 * 031), so a retry with the same key answers this payment and charges nothing again. The row is committed
 * before the provider is asked, so a webhook that comes back at once finds it. A provider that refuses
 * the mandate answers 409 repeat_order_unavailable, one that fails 503; the row is removed then, since
 * nothing was charged.
 */
export async function chargeRepeatOrder(
  db: DbOrTx,
  provider: PaymentProvider | null,
  member: MemberRow,
  input: RepeatInput,
  log: FastifyBaseLogger,
): Promise<{ payment_id: number; status: ReturnType<typeof stateOf> }> {
  const offer = await repeatOffer(db, provider, member, input.siteDefaultCountry, log);
  if (!offer.package || !offer.mandate || !offer.customerId || !provider) throw fail('repeat_order_unavailable');
  const pkg = offer.package;
  const mandate = offer.mandate;
  if (input.packageId !== pkg.id) throw invalid({ package_id: 'package_unavailable' });

  // The member's own monthly cap (decision 039), counted with their row locked.
  const [row] = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, member.id)).for('update');
    if (!locked) throw fail('not_found');
    await checkSpendingCap(tx, locked, { amount: pkg.price, currency: pkg.currency }, input.now, input.locale);
    return tx
      .insert(payments)
      .values({
        userId: member.id,
        packageId: pkg.id,
        credits: pkg.credits,
        tryout: false,
        amount: pkg.price,
        currency: pkg.currency,
        method: mandate.method,
        sequenceType: 'recurring',
        mandateId: mandate.id,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
  });
  if (!row) throw new Error('payment row not written');

  let created: ProviderPayment;
  try {
    created = await provider.createPayment({
      amount: row.amount,
      currency: row.currency,
      description: input.description(row.credits),
      method: offer.mandate.method,
      redirectUrl: input.redirectUrl(row.id),
      webhookUrl: input.webhookUrl,
      metadata: { payment_id: row.id },
      locale: input.locale,
      country: offer.country,
      sequenceType: 'recurring',
      customerId: offer.customerId,
      mandateId: offer.mandate.id,
    });
  } catch (error) {
    log.warn({ err: error, paymentId: row.id }, 'payment provider refused the repeat order');
    // Nothing was charged and the provider has no payment: the attempt leaves nothing behind.
    await db.delete(payments).where(eq(payments.id, row.id));
    throw fail((error as { statusCode?: number }).statusCode === 422 ? 'repeat_order_unavailable' : 'service_unavailable');
  }
  const status = stateOf(created);
  // Only open or pending here: paid, failed and the rest are applied once, by the webhook or the transaction page.
  const shown = status === 'open' || status === 'pending' ? status : 'pending';
  await db.update(payments).set({ providerId: created.id, status: shown, updatedAt: new Date() }).where(eq(payments.id, row.id));
  return { payment_id: row.id, status: shown };
}
