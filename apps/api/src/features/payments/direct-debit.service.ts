import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { DirectDebitCodeSent, DirectDebitForm, Locale } from '@dating/contracts';
import { blockedPaymentDetails, creditPackages, directDebitRequests, payments, users, type Db, type DbOrTx, type MemberRow } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import type { SmsGateway } from '../../sms/gateway.js';
import { memberCountry, priceList, tryoutAvailable } from './packages.service.js';
import type { PaymentProvider } from './provider.js';
import { checkSpendingCap } from './spending-cap.service.js';
import { checkCode, discountColumns, findCode, releaseCode, reserveCode } from '../offers/offers.service.js';

/** The rules of the SMS code (decision 034). */
export const CODE_RULES = {
  /** A code is valid this long after it was sent. */
  ttlMs: 10 * 60_000,
  /** Codes per request: the first and two more. */
  maxSends: 3,
  /** Between two codes of one request. */
  resendWaitMs: 60_000,
  /** Wrong codes per request; the last one makes the request void. */
  maxAttempts: 5,
  /** New requests per member per hour (each sends a text). */
  requestsPerHour: 5,
} as const;

/**
 * A member's direct debit limit (decision 034): a SEPA direct debit is collected days after the member
 * confirms it and can be reversed by the account holder for 8 weeks without giving a reason, so new
 * direct debits stop at 200.00 (minor units) or 3 debits within 30 days, counting every one not failed,
 * cancelled or expired. Then: later, a cheaper package, or another method.
 */
export const DIRECT_DEBIT_LIMIT = { windowDays: 30, maxAmount: 20_000, maxCount: 3 } as const;

const COUNTED = ['open', 'pending', 'paid', 'refunded', 'charged_back'] as const;

type RequestRow = typeof directDebitRequests.$inferSelect;

export interface Checked {
  accountHolder: string;
  iban: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  phone: string;
}

const LETTER = /\p{L}/u;

/**
 * The form's fields checked one by one (every bad field answered at once, with its own message): the
 * IBAN with ibantools (checksum, length per country, SEPA), the phone number with libphonenumber-js
 * (a mobile number that can receive a text; the member's country is the default region), normalised
 * to E.164.
 */
export function checkForm(form: DirectDebitForm, region: string | null): Checked {
  const fields: Record<string, string> = {};
  const accountHolder = form.account_holder.replace(/\s+/g, ' ');
  if (!/^[\p{L}\p{M}][\p{L}\p{M} .,'’&-]*$/u.test(accountHolder)) fields.account_holder = 'account_holder_invalid';

  const iban = electronicFormatIBAN(form.iban) ?? '';
  if (!isValidIBAN(iban)) fields.iban = 'iban_invalid';
  else if (!isSEPACountry(iban.slice(0, 2))) fields.iban = 'iban_not_sepa';

  const street = form.street.replace(/\s+/g, ' ');
  if (!LETTER.test(street)) fields.street = 'street_invalid';
  const houseNumber = form.house_number.replace(/\s+/g, ' ');
  if (!/^\d+[\p{L}\d ./-]*$/u.test(houseNumber)) fields.house_number = 'house_number_invalid';
  const zip = form.zip.replace(/\s+/g, ' ').toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9 -]{1,10}[A-Z0-9]$/.test(zip) || !/\d/.test(zip)) fields.zip = 'zip_invalid';
  const city = form.city.replace(/\s+/g, ' ');
  if (!LETTER.test(city) || /\d/.test(city)) fields.city = 'city_invalid';

  const parsed = parsePhoneNumberFromString(form.phone, (region ?? 'NL') as CountryCode);
  const type = parsed?.getType();
  if (!parsed || !parsed.isValid()) fields.phone = 'phone_invalid';
  else if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') fields.phone = 'phone_not_mobile';

  if (Object.keys(fields).length > 0) throw invalid(fields);
  return { accountHolder, iban, street, houseNumber, zip, city, phone: parsed!.number };
}

/** +31612345678 -> +31•••••678: enough for the member to recognise, not enough for anyone else. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const prefix = parsed ? `+${parsed.countryCallingCode}` : e164.slice(0, 3);
  const rest = e164.slice(prefix.length);
  return `${prefix} ${'•'.repeat(Math.max(rest.length - 3, 0))}${rest.slice(-3)}`;
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function newCode(): { code: string; salt: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  return { code, salt, hash: hashCode(salt, code) };
}

function codeMatches(row: RequestRow, code: string): boolean {
  const given = Buffer.from(hashCode(row.codeSalt, code), 'hex');
  const stored = Buffer.from(row.codeHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Which of the IBAN and the phone number operators have blocked: a field error for each. */
async function blockedFields(db: DbOrTx, iban: string | null, phone: string): Promise<Record<string, string>> {
  const found = await db
    .select({ kind: blockedPaymentDetails.kind })
    .from(blockedPaymentDetails)
    .where(
      or(
        and(eq(blockedPaymentDetails.kind, 'phone'), eq(blockedPaymentDetails.value, phone)),
        iban ? and(eq(blockedPaymentDetails.kind, 'iban'), eq(blockedPaymentDetails.value, iban)) : undefined,
      ),
    );
  return Object.fromEntries(found.map((b) => [b.kind, b.kind === 'iban' ? 'iban_blocked' : 'phone_blocked']));
}

/** Whether one more direct debit of `amount` stays within the member's limit. */
async function withinLimit(db: DbOrTx, userId: number, amount: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - DIRECT_DEBIT_LIMIT.windowDays * 86_400_000);
  const [used] = await db
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.method, 'directdebit'), inArray(payments.status, [...COUNTED]), gt(payments.createdAt, since)));
  return (used?.count ?? 0) + 1 <= DIRECT_DEBIT_LIMIT.maxCount && (used?.total ?? 0) + amount <= DIRECT_DEBIT_LIMIT.maxAmount;
}

function answer(row: RequestRow, now: Date): DirectDebitCodeSent {
  const resendAt = row.lastSentAt.getTime() + CODE_RULES.resendWaitMs;
  return {
    request_id: row.id,
    phone: maskPhone(row.phone),
    expires_in: Math.max(0, Math.ceil((row.codeExpiresAt.getTime() - now.getTime()) / 1000)),
    resend_in: row.sends >= CODE_RULES.maxSends ? null : Math.max(0, Math.ceil((resendAt - now.getTime()) / 1000)),
  };
}

/** What a void or finished request keeps: no bank or address details. */
const WIPED = { accountHolder: null, iban: null, street: null, houseNumber: null, zip: null, city: null } as const;

export interface DirectDebitContext {
  db: Db;
  provider: PaymentProvider | null;
  sms: SmsGateway | null;
  log: FastifyBaseLogger;
  now: Date;
  locale: Locale;
  siteDefaultCountry: string;
}

/** The package on the member's own price list that direct debit can pay (euro, and offered by the provider). */
async function directDebitPackage(ctx: DirectDebitContext, _member: MemberRow, packageId: number, country: string | null) {
  const list = await priceList(ctx.db, country, ctx.siteDefaultCountry);
  const pkg = [...list.packages, ...(list.tryout ? [list.tryout] : [])].find((p) => p.id === packageId);
  return { pkg, list, country };
}

/**
 * Step 1: the form checked (fields, then the package, blocked details, the limit), the request stored
 * with a hashed 6-digit code, and the code sent by SMS in the member's language. A text that cannot be
 * sent voids the request and answers sms_unavailable.
 */
export async function startDirectDebit(
  ctx: DirectDebitContext,
  member: MemberRow,
  form: DirectDebitForm,
  smsText: (code: string, price: { amount: number; currency: string }) => string,
): Promise<DirectDebitCodeSent> {
  const { db, now } = ctx;
  const country = await memberCountry(db, member.id);
  const checked = checkForm(form, country);
  const { pkg, list } = await directDebitPackage(ctx, member, form.package_id, country);
  if (!pkg) throw invalid({ package_id: 'package_unavailable' });
  if (pkg.tryout) {
    // The tryout once per member: decided again, with the member locked, when the code is confirmed.
    if (!(await tryoutAvailable(db, member))) throw invalid({ package_id: 'tryout_taken' });
  }
  if (!ctx.provider || !ctx.sms) throw fail('service_unavailable');
  // A discount code (decision 036): checked now, again and reserved when the SMS code is confirmed.
  const target = { country: country ?? list.country, currency: pkg.currency, price: pkg.price, method: 'directdebit' };
  const discount = form.discount_code === undefined ? null : await checkCode(db, member, await findCode(db, form.discount_code), target, now, 'discount_code');
  const { amount } = discountColumns(discount, pkg.price);
  let offered;
  try {
    offered = (await ctx.provider.listMethods(list.country, { amount, currency: pkg.currency }, ctx.locale)).some((m) => m.id === 'directdebit');
  } catch (error) {
    ctx.log.warn({ err: error }, 'payment provider gave no methods; direct debit not started');
    throw fail('service_unavailable');
  }
  if (!offered) throw invalid({ package_id: 'direct_debit_unavailable' });

  const blocked = await blockedFields(db, checked.iban, checked.phone);
  if (Object.keys(blocked).length > 0) throw fail('direct_debit_blocked', {}, { fields: blocked });
  if (!(await withinLimit(db, member.id, amount, now))) throw fail('direct_debit_limit_reached');
  // The member's own monthly cap before a text is sent; decided again, locked, when the code is confirmed.
  await checkSpendingCap(db, member, { amount, currency: pkg.currency }, now, ctx.locale);
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(directDebitRequests)
    .where(and(eq(directDebitRequests.userId, member.id), gt(directDebitRequests.sends, 0), gt(directDebitRequests.createdAt, new Date(now.getTime() - 3_600_000))));
  if ((recent?.n ?? 0) >= CODE_RULES.requestsPerHour) throw fail('too_many_requests');

  const code = newCode();
  const [row] = await db
    .insert(directDebitRequests)
    .values({
      userId: member.id,
      packageId: pkg.id,
      ...checked,
      codeHash: code.hash,
      codeSalt: code.salt,
      codeExpiresAt: new Date(now.getTime() + CODE_RULES.ttlMs),
      lastSentAt: now,
      discountCode: discount?.code ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('direct debit request not written');
  try {
    await ctx.sms.send(checked.phone, smsText(code.code, { amount, currency: pkg.currency }));
  } catch (error) {
    ctx.log.warn({ err: error, requestId: row.id }, 'direct debit code not sent');
    // sends 0: a request whose text never went out does not count towards the hourly limit (the web
    // client retries a 503 a few times).
    await db.update(directDebitRequests).set({ status: 'void', sends: 0, ...WIPED }).where(eq(directDebitRequests.id, row.id));
    throw fail('sms_unavailable');
  }
  return answer(row, now);
}

async function ownRequest(db: DbOrTx, userId: number, id: number, lock: boolean): Promise<RequestRow> {
  const query = db.select().from(directDebitRequests).where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail('not_found');
  return row;
}

/**
 * Another code for an open request: at most CODE_RULES.maxSends in all, resendWaitMs apart. Only the
 * newest code counts (the previous one stops working); wrong attempts keep counting across codes. The
 * text is sent with the request row locked and the new code not yet committed: a text that cannot be
 * sent changes nothing (the previous code stays valid, the send is not counted).
 */
export async function resendDirectDebitCode(
  ctx: DirectDebitContext,
  member: MemberRow,
  requestId: number,
  smsText: (code: string, price: { amount: number; currency: string }) => string,
): Promise<DirectDebitCodeSent> {
  const { db, now } = ctx;
  const sms = ctx.sms;
  if (!sms) throw fail('service_unavailable');
  const code = newCode();
  return db.transaction(async (tx) => {
    const current = await ownRequest(tx, member.id, requestId, true);
    if (current.status !== 'open') throw fail('direct_debit_request_void');
    if (current.sends >= CODE_RULES.maxSends) throw fail('sms_resend_limit');
    const wait = current.lastSentAt.getTime() + CODE_RULES.resendWaitMs - now.getTime();
    if (wait > 0) throw fail('sms_resend_too_soon', { seconds: Math.ceil(wait / 1000) });
    const [updated] = await tx
      .update(directDebitRequests)
      .set({ codeHash: code.hash, codeSalt: code.salt, codeExpiresAt: new Date(now.getTime() + CODE_RULES.ttlMs), sends: current.sends + 1, lastSentAt: now })
      .where(eq(directDebitRequests.id, current.id))
      .returning();
    try {
      await sms.send(current.phone, smsText(code.code, await packagePrice(tx, current.packageId, current.discountCode)));
    } catch (error) {
      ctx.log.warn({ err: error, requestId: current.id }, 'direct debit code not sent again');
      throw fail('sms_unavailable');
    }
    return answer(updated!, now);
  });
}

/** The price the request's text names: the package's, less the request's discount code. */
async function packagePrice(db: DbOrTx, packageId: number, discountCode: string | null): Promise<{ amount: number; currency: string }> {
  const [pkg] = await db.select({ amount: creditPackages.price, currency: creditPackages.currency }).from(creditPackages).where(eq(creditPackages.id, packageId));
  if (!pkg) throw fail('not_found');
  const code = discountCode === null ? undefined : await findCode(db, discountCode);
  return { currency: pkg.currency, amount: discountColumns(code ?? null, pkg.amount).amount };
}

type Verdict = { kind: 'wrong'; attemptsLeft: number } | { kind: 'void' } | { kind: 'expired' } | { kind: 'right'; request: RequestRow; paymentId: number };

/**
 * Step 2: the code checked with the request locked. A wrong code counts (the last allowed one voids the
 * request); an expired code does not count. The right code: the limit and the blocked list checked
 * again with the member locked, the payment row written (directdebit, recurring), then at the provider
 * the member's customer (reused), a SEPA mandate with the form's account and a payment on it. The
 * payment stays pending until the provider's webhook says paid; only then are credits granted.
 */
export async function confirmDirectDebit(
  ctx: DirectDebitContext,
  member: MemberRow,
  requestId: number,
  otp: string,
  provider: { description: (credits: number) => string; webhookUrl: string },
): Promise<{ payment_id: number }> {
  const { db, now } = ctx;
  if (!ctx.provider) throw fail('service_unavailable');
  const verdict: Verdict = await db.transaction(async (tx) => {
    const row = await ownRequest(tx, member.id, requestId, true);
    if (row.status !== 'open' || row.attempts >= CODE_RULES.maxAttempts) return { kind: 'void' };
    if (now.getTime() > row.codeExpiresAt.getTime()) return { kind: 'expired' };
    if (!codeMatches(row, otp)) {
      const attempts = row.attempts + 1;
      const over = attempts >= CODE_RULES.maxAttempts;
      await tx
        .update(directDebitRequests)
        .set({ attempts, ...(over && { status: 'void', ...WIPED }) })
        .where(eq(directDebitRequests.id, row.id));
      return over ? { kind: 'void' } : { kind: 'wrong', attemptsLeft: CODE_RULES.maxAttempts - attempts };
    }
    const [locked] = await tx.select().from(users).where(eq(users.id, member.id)).for('update');
    if (!locked) throw fail('not_found');
    const blocked = await blockedFields(tx, row.iban, row.phone);
    if (Object.keys(blocked).length > 0) throw fail('direct_debit_blocked', {}, { fields: blocked });
    const [pkg] = await tx.select().from(creditPackages).where(eq(creditPackages.id, row.packageId));
    if (!pkg) throw fail('not_found');
    const target = { country: (await memberCountry(tx, member.id)) ?? ctx.siteDefaultCountry, currency: pkg.currency, price: pkg.price, method: 'directdebit' };
    const code = row.discountCode === null ? null : await checkCode(tx, locked, await findCode(tx, row.discountCode), target, now, 'discount_code');
    const priced = discountColumns(code, pkg.price);
    if (!(await withinLimit(tx, member.id, priced.amount, now))) throw fail('direct_debit_limit_reached');
    await checkSpendingCap(tx, locked, { amount: priced.amount, currency: pkg.currency }, now, ctx.locale);
    if (pkg.tryout) {
      if (!(await tryoutAvailable(tx, locked))) throw invalid({ package_id: 'tryout_taken' });
    }
    const [inserted] = await tx
      .insert(payments)
      .values({
        userId: member.id,
        packageId: pkg.id,
        credits: pkg.credits,
        tryout: pkg.tryout,
        ...priced,
        currency: pkg.currency,
        method: 'directdebit',
        sequenceType: 'recurring',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    if (!inserted) throw new Error('payment row not written');
    if (code) await reserveCode(tx, code, member.id, inserted.id, now);
    await tx.update(directDebitRequests).set({ status: 'confirming', paymentId: inserted.id }).where(eq(directDebitRequests.id, row.id));
    return { kind: 'right', request: row, paymentId: inserted.id };
  });
  if (verdict.kind === 'wrong') throw fail('direct_debit_code_invalid', { attempts_left: verdict.attemptsLeft }, { fields: { otp: 'otp_wrong' } });
  if (verdict.kind === 'void') throw fail('direct_debit_request_void');
  if (verdict.kind === 'expired') throw fail('direct_debit_code_expired');

  const { request, paymentId } = verdict;
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  try {
    const customerId = await customerOf(db, ctx.provider, member, request.accountHolder!, ctx.locale);
    const mandate = await ctx.provider.createDirectDebitMandate(customerId, {
      consumerName: request.accountHolder!,
      consumerAccount: request.iban!,
      signatureDate: now.toISOString().slice(0, 10),
      mandateReference: `AMORA-${request.id}-${now.getTime().toString(36).toUpperCase()}`.slice(0, 35),
    });
    const created = await ctx.provider.createPayment({
      amount: row!.amount,
      currency: row!.currency,
      description: provider.description(row!.credits),
      method: 'directdebit',
      webhookUrl: provider.webhookUrl,
      metadata: { payment_id: paymentId },
      locale: ctx.locale,
      customerId,
      sequenceType: 'recurring',
      mandateId: mandate.id,
    });
    const status = created.status === 'open' ? 'open' : created.status === 'pending' || created.status === 'authorized' ? 'pending' : null;
    await db
      .update(payments)
      .set({ providerId: created.id, mandateId: mandate.id, ...(status && { status }), updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, ['open', 'pending'])));
  } catch (error) {
    ctx.log.warn({ err: error, paymentId }, 'payment provider refused the direct debit');
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.id, paymentId));
      await releaseCode(tx, paymentId);
    });
    await db.update(directDebitRequests).set({ status: 'void', ...WIPED }).where(eq(directDebitRequests.id, request.id));
    throw fail('service_unavailable');
  }
  await db.update(directDebitRequests).set({ status: 'confirmed', ...WIPED }).where(eq(directDebitRequests.id, request.id));
  return { payment_id: paymentId };
}

/**
 * The member's customer at the provider (users.payment_customer_id), made on first need. Two confirms
 * at once may both make one; the first stored wins and the other is simply never used.
 */
async function customerOf(db: Db, provider: PaymentProvider, member: MemberRow, name: string, locale: Locale): Promise<string> {
  const [current] = await db.select({ id: users.paymentCustomerId }).from(users).where(eq(users.id, member.id));
  if (current?.id) return current.id;
  const created = await provider.createCustomer({ name, email: member.email, locale, metadata: { user_id: member.id } });
  const [stored] = await db
    .update(users)
    .set({ paymentCustomerId: created.id })
    .where(and(eq(users.id, member.id), isNull(users.paymentCustomerId)))
    .returning({ id: users.paymentCustomerId });
  if (stored?.id) return stored.id;
  const [winner] = await db.select({ id: users.paymentCustomerId }).from(users).where(eq(users.id, member.id));
  return winner?.id ?? created.id;
}
