import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { discountedPrice, TIME_BONUS, WELCOME_DISCOUNT, type DiscountCode } from '@dating/contracts';
import { discountCodes, discountRedemptions, type DbOrTx, type MemberRow } from '@dating/db';
import { fail, type ApiError } from '../../lib/api-error.js';

export type CodeRow = typeof discountCodes.$inferSelect;

/** The member fields the offers depend on: signup time and whether they ever paid. */
export type Member = Pick<MemberRow, 'id' | 'createdAt' | 'paidUser'>;

/** What a code is checked against: the member's country and currency, and when paying the package's price and the method. */
export interface Target {
  country: string;
  currency: string;
  /** The package's price before the discount, minor units. */
  price?: number | undefined;
  method?: string | undefined;
}

/** The kinds of code that exist for unpaid members only: the first purchase ends them. */
const FIRST_PURCHASE: ReadonlySet<string> = new Set(['welcome', 'timebonus']);

const HOUR_MS = 3_600_000;

/**
 * A refused code: 400 validation_failed with the rule's message both as the answer's message and as the
 * field's (`code` on discountcode.php, `discount_code` on payment.php).
 */
export function refused(field: string, key: string): ApiError {
  return fail('validation_failed', {}, { fields: { [field]: key }, messageKey: `field.${key}` });
}

/** A code as the member typed it: codes are compared without regard to case. */
export async function findCode(db: DbOrTx, text: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(sql`upper(${discountCodes.code})`, text.trim().toUpperCase()));
  return row;
}

/** Seconds of the time bonus left for this member by signup age alone (0 once paid or 14,400 s after signup). */
export function timeBonusSecondsLeft(member: Member, now: Date): number {
  if (member.paidUser) return 0;
  const leftMs = member.createdAt.getTime() + TIME_BONUS.windowSeconds * 1000 - now.getTime();
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

/**
 * Whether the member (or, for a code used once in all, anybody) holds the code: `redeemed` by a paid
 * payment, `reserved` by one still underway. For a welcome or time-bonus code any first-purchase code
 * the member has reserved counts, so two first-purchase discounts are never underway side by side.
 */
async function usage(db: DbOrTx, code: CodeRow, memberId: number): Promise<{ redeemed: boolean; reserved: boolean }> {
  const own = await db
    .select({ status: discountRedemptions.status, codeId: discountRedemptions.codeId, purpose: discountCodes.purpose })
    .from(discountRedemptions)
    .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.codeId))
    .where(
      code.validity === 'once'
        ? eq(discountRedemptions.codeId, code.id)
        : and(eq(discountRedemptions.userId, memberId), FIRST_PURCHASE.has(code.purpose) ? inArray(discountCodes.purpose, [...FIRST_PURCHASE]) : eq(discountRedemptions.codeId, code.id)),
    );
  const counted = code.validity === 'unlimited' ? [] : own.filter((r) => r.codeId === code.id);
  return {
    redeemed: counted.some((r) => r.status === 'redeemed'),
    reserved: counted.some((r) => r.status === 'reserved') || (FIRST_PURCHASE.has(code.purpose) && own.some((r) => r.status === 'reserved')),
  };
}

/**
 * Every rule of a code that the target lets us check (decision 036), in this order: unknown or another
 * member's (both "not found"), disabled, used up, first purchase only, expired (the time bonus: 14,400 s
 * after signup), already used by this member, underway in an unfinished payment, country, currency,
 * minimum order value (with a price), payment methods (with a method). Answers the code when all hold.
 */
export async function checkCode(db: DbOrTx, member: Member, code: CodeRow | undefined, target: Target, now: Date, field: string): Promise<CodeRow> {
  if (!code || (code.userId !== null && code.userId !== member.id)) throw refused(field, 'discount_not_found');
  if (code.status === 'disabled') throw refused(field, 'discount_disabled');
  if (code.status === 'used') throw refused(field, 'discount_used');
  if ((FIRST_PURCHASE.has(code.purpose) || code.firstPurchaseOnly) && member.paidUser) throw refused(field, 'discount_first_purchase');
  if (code.starts && code.starts.getTime() > now.getTime()) throw refused(field, 'discount_not_started');
  if (code.expires && code.expires.getTime() <= now.getTime()) throw refused(field, 'discount_expired');
  if (code.purpose === 'timebonus' && timeBonusSecondsLeft(member, now) === 0) throw refused(field, 'discount_expired');
  const used = await usage(db, code, member.id);
  if (used.redeemed) throw refused(field, 'discount_used');
  if (used.reserved) throw refused(field, 'discount_in_use');
  if (code.country && code.country !== target.country) throw refused(field, 'discount_country');
  if (code.currency && code.currency !== target.currency) throw refused(field, 'discount_currency');
  if (target.price !== undefined && code.minimumOrderValue !== null && target.price < Math.round(Number(code.minimumOrderValue) * 100)) {
    throw refused(field, 'discount_minimum_order');
  }
  if (target.method !== undefined && code.paymentMethods.length > 0 && !code.paymentMethods.includes(target.method)) {
    throw refused(field, 'discount_payment_method');
  }
  return code;
}

/** The code on the wire (spec section 3); the time bonus's end is the member's own (signup + 4 hours). */
export function presentCode(row: CodeRow, now: Date, member?: Member): DiscountCode {
  const expires = row.purpose === 'timebonus' && member ? new Date(member.createdAt.getTime() + TIME_BONUS.windowSeconds * 1000) : row.expires;
  return {
    code: row.code,
    value_percentage: Number(row.valuePercentage),
    currency: row.currency as DiscountCode['currency'],
    minimum_order_value: row.minimumOrderValue === null ? null : Number(row.minimumOrderValue),
    country: row.country as DiscountCode['country'],
    user_id: row.userId,
    expires: expires?.toISOString() ?? null,
    status: row.status as DiscountCode['status'],
    validity: row.validity as DiscountCode['validity'],
    expired: expires !== null && expires.getTime() <= now.getTime(),
    paymentmethods: row.paymentMethods,
    kind: row.purpose as DiscountCode['kind'],
  };
}

/**
 * The member's welcome code (WELCOME_DISCOUNT: 25%, valid 72 hours after signup, once, first purchase
 * only), made on the first ask (decision 036). Null once the member has paid, after the 72 hours, or
 * when it was used.
 */
export async function welcomeCode(db: DbOrTx, member: Member, now: Date): Promise<CodeRow | null> {
  if (member.paidUser) return null;
  const expires = new Date(member.createdAt.getTime() + WELCOME_DISCOUNT.validHours * HOUR_MS);
  if (expires.getTime() <= now.getTime()) return null;
  const mine = and(eq(discountCodes.userId, member.id), eq(discountCodes.purpose, 'welcome'));
  let [row] = await db.select().from(discountCodes).where(mine);
  if (!row) {
    // Two first asks at once: the unique index keeps one welcome code per member.
    await db
      .insert(discountCodes)
      .values({
        code: `WELCOME-${randomBytes(4).toString('hex').toUpperCase()}`,
        valuePercentage: WELCOME_DISCOUNT.percentage.toFixed(1),
        userId: member.id,
        expires,
        validity: 'once-per-user',
        purpose: 'welcome',
        createdAt: now,
      })
      .onConflictDoNothing();
    [row] = await db.select().from(discountCodes).where(mine);
  }
  if (!row || row.status !== 'active') return null;
  return (await usage(db, row, member.id)).redeemed ? null : row;
}

/** The time bonus for this member: the seconds left, 0 when there is none (visitor, paid, too old, used or disabled). */
export async function timeBonus(db: DbOrTx, member: Member | null, now: Date): Promise<{ secondsLeft: number; code: CodeRow | null }> {
  const left = member ? timeBonusSecondsLeft(member, now) : 0;
  if (!member || left === 0) return { secondsLeft: 0, code: null };
  const code = await findCode(db, TIME_BONUS.code);
  if (!code || code.status !== 'active' || (await usage(db, code, member.id)).redeemed) return { secondsLeft: 0, code: null };
  return { secondsLeft: left, code };
}

/** The active discount (spec section 4): the time bonus when there is one, otherwise the welcome code. */
export async function activeDiscount(db: DbOrTx, member: Member, now: Date): Promise<CodeRow | null> {
  const bonus = await timeBonus(db, member, now);
  return bonus.code ?? (await welcomeCode(db, member, now));
}

/** A payment row's amount and discount columns for a package price and the code applied (or none). */
export function discountColumns(code: CodeRow | null, price: number) {
  if (!code) return { amount: price };
  return { amount: discountedPrice(price, Number(code.valuePercentage)), discountCode: code.code, discountPercentage: code.valuePercentage, originalAmount: price };
}

/** The scope that makes the code's validity a unique constraint (see discount_redemptions). */
function scopeOf(code: CodeRow, memberId: number): string | null {
  if (code.validity === 'once') return 'once';
  if (code.validity === 'once-per-user') return `user:${memberId}`;
  return null;
}

/**
 * Reserves the code for a payment, in the transaction that writes the payment (after checkCode, with the
 * member's row locked). A payment of another member holding a code used once in all, committed or not,
 * makes this wait and then refuses: the code is used once.
 */
export async function reserveCode(tx: DbOrTx, code: CodeRow, memberId: number, paymentId: number, now: Date): Promise<void> {
  const scope = scopeOf(code, memberId);
  const inserted = await tx
    .insert(discountRedemptions)
    .values({ codeId: code.id, userId: memberId, paymentId, scope, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  if (inserted.length > 0) return;
  const [other] = await tx
    .select({ status: discountRedemptions.status })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, code.id), scope === null ? sql`false` : eq(discountRedemptions.scope, scope)));
  throw refused('discount_code', other?.status === 'reserved' ? 'discount_in_use' : 'discount_used');
}

/** A payment that failed, was cancelled or expired gives its code back: the member may use it again. */
export async function releaseCode(tx: DbOrTx, paymentId: number): Promise<void> {
  await tx.delete(discountRedemptions).where(eq(discountRedemptions.paymentId, paymentId));
}

/** A paid payment keeps its code for good; a code used once in all is `used` from now on. */
export async function redeemCode(tx: DbOrTx, paymentId: number): Promise<void> {
  const [kept] = await tx
    .update(discountRedemptions)
    .set({ status: 'redeemed' })
    .where(eq(discountRedemptions.paymentId, paymentId))
    .returning({ codeId: discountRedemptions.codeId });
  if (kept) await tx.update(discountCodes).set({ status: 'used' }).where(and(eq(discountCodes.id, kept.codeId), eq(discountCodes.validity, 'once')));
}
