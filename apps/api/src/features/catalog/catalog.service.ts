import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { createDiscountCode, createPackage } from '@dating/contracts';
import { COUNTRY_CURRENCY, type AdminDiscountCode, type AdminPackage, type CompanyInfoForm, type SiteSettingsForm } from '@dating/contracts';
import { companyInfo, creditPackages, discountCodes, discountRedemptions, sites, users, type Db, type DbOrTx } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { CompanyRow, SiteRow } from '../../plugins/site.js';
import { findCode, type CodeRow } from '../offers/offers.service.js';
import { audit, type AuditActor } from '../staff/audit.service.js';

/** Codes made per member by the site itself (one per signup): not the admin's catalogue. */
const PER_MEMBER_KINDS = ['welcome'];

type Usage = AdminDiscountCode['usage'];

function presentCode(row: CodeRow, usage: Usage, now: Date): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    value_percentage: Number(row.valuePercentage),
    kind: row.purpose,
    status: row.status as AdminDiscountCode['status'],
    validity: row.validity as AdminDiscountCode['validity'],
    starts: row.starts?.toISOString() ?? null,
    expires: row.expires?.toISOString() ?? null,
    expired: row.expires !== null && row.expires.getTime() <= now.getTime(),
    first_purchase_only: row.firstPurchaseOnly,
    country: row.country,
    currency: row.currency,
    minimum_order_value: row.minimumOrderValue === null ? null : Number(row.minimumOrderValue),
    payment_methods: row.paymentMethods,
    user_id: row.userId,
    usage,
    created_at: row.createdAt.toISOString(),
  };
}

async function usageOf(db: DbOrTx, ids: number[]): Promise<Map<number, Usage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      codeId: discountRedemptions.codeId,
      paid: sql<number>`count(*) filter (where ${discountRedemptions.status} = 'redeemed')`.mapWith(Number),
      reserved: sql<number>`count(*) filter (where ${discountRedemptions.status} = 'reserved')`.mapWith(Number),
    })
    .from(discountRedemptions)
    .where(inArray(discountRedemptions.codeId, ids))
    .groupBy(discountRedemptions.codeId);
  return new Map(rows.map((r) => [r.codeId, { redemptions: r.paid + r.reserved, paid: r.paid, reserved: r.reserved }]));
}

const NO_USE: Usage = { redemptions: 0, paid: 0, reserved: 0 };

/** The catalogue of codes, newest first (at most 500; a search narrows by the code's text). */
export async function listCodes(db: Db, search: string | undefined, now: Date): Promise<AdminDiscountCode[]> {
  const conditions = [sql`${discountCodes.purpose} not in (${sql.join(PER_MEMBER_KINDS.map((k) => sql`${k}`), sql`, `)})`];
  if (search) conditions.push(sql`upper(${discountCodes.code}) like ${`%${search.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const rows = await db.select().from(discountCodes).where(and(...conditions)).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id)).limit(500);
  const usage = await usageOf(db, rows.map((r) => r.id));
  return rows.map((r) => presentCode(r, usage.get(r.id) ?? NO_USE, now));
}

type NewCode = ReturnType<NonNullable<typeof createDiscountCode.body>['parse']>;

/** Every rule checked here, each failure on its field; the code is written with its audit row. */
export async function createCode(db: Db, input: NewCode, actor: AuditActor, now: Date): Promise<AdminDiscountCode> {
  const starts = input.starts === null ? null : new Date(input.starts);
  const expires = input.expires === null ? null : new Date(input.expires);
  const fields: Record<string, string> = {};
  if (expires && expires.getTime() <= now.getTime()) fields.expires = 'expires_in_past';
  else if (expires && starts && expires.getTime() <= starts.getTime()) fields.expires = 'expires_before_start';
  if (input.country && input.currency && COUNTRY_CURRENCY[input.country] !== input.currency) fields.currency = 'currency_not_of_country';
  if (input.minimum_order_value !== null && input.minimum_order_value > 0 && !input.currency && !input.country) fields.currency = 'required';
  if (input.user_id !== null) {
    const [member] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, input.user_id), eq(users.role, 'member')));
    if (!member) fields.user_id = 'member_not_found';
  }
  if (await findCode(db, input.code)) fields.code = 'discount_code_taken';
  if (Object.keys(fields).length > 0) throw invalid(fields);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(discountCodes)
        .values({
          code: input.code,
          valuePercentage: input.value_percentage.toFixed(2),
          validity: input.validity,
          starts,
          expires,
          firstPurchaseOnly: input.first_purchase_only,
          country: input.country,
          currency: input.currency ?? (input.country ? (COUNTRY_CURRENCY[input.country] ?? null) : null),
          minimumOrderValue: input.minimum_order_value === null ? null : input.minimum_order_value.toFixed(2),
          paymentMethods: [...new Set(input.payment_methods)],
          userId: input.user_id,
          purpose: 'campaign',
          createdAt: now,
        })
        .returning();
      const code = presentCode(row!, NO_USE, now);
      await audit(tx, actor, { action: 'discount_code.created', recordType: 'discount_code', recordId: row!.id, after: code }, now);
      return code;
    });
  } catch (error) {
    // Two admins creating the same code at once: the unique index decides.
    if (isUniqueViolation(error)) throw invalid({ code: 'discount_code_taken' });
    throw error;
  }
}

/** Expires (end = now) or disables a code; payments already under way keep their reserved discount. */
export async function endCode(db: Db, id: number, action: 'expire' | 'disable', actor: AuditActor, now: Date): Promise<AdminDiscountCode> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(and(eq(discountCodes.id, id), ne(discountCodes.purpose, 'welcome'))).for('update');
    if (!before) throw fail('not_found');
    const change = action === 'expire' ? { expires: before.expires && before.expires.getTime() <= now.getTime() ? before.expires : now } : { status: before.status === 'used' ? 'used' : 'disabled' };
    const [after] = await tx.update(discountCodes).set(change).where(eq(discountCodes.id, id)).returning();
    const usage = (await usageOf(tx, [id])).get(id) ?? NO_USE;
    const presented = presentCode(after!, usage, now);
    await audit(tx, actor, { action: `discount_code.${action === 'expire' ? 'expired' : 'disabled'}`, recordType: 'discount_code', recordId: id, before: presentCode(before, usage, now), after: presented }, now);
    return presented;
  });
}

type PackageRow = typeof creditPackages.$inferSelect;

function presentPackage(row: PackageRow): AdminPackage {
  return {
    id: row.id,
    code: row.code,
    country: row.country,
    currency: row.currency,
    credits: row.credits,
    price: row.price,
    best_value: row.bestValue,
    tryout: row.tryout,
    position: row.position,
    active: row.active,
  };
}

export async function listPackages(db: Db): Promise<AdminPackage[]> {
  const rows = await db
    .select()
    .from(creditPackages)
    .orderBy(sql`${creditPackages.country} nulls first`, asc(creditPackages.currency), desc(creditPackages.active), asc(creditPackages.position), asc(creditPackages.credits), asc(creditPackages.id));
  return rows.map(presentPackage);
}

/** A package's reference name: readable, unique, at most 40 characters. */
function packageCode(country: string | null, currency: string, credits: number): string {
  return `${(country ? `${country}-${currency}` : currency).toLowerCase()}-${credits}-${randomBytes(3).toString('hex')}`;
}

type NewPackage = ReturnType<NonNullable<typeof createPackage.body>['parse']>;

export async function addPackage(db: Db, input: NewPackage, actor: AuditActor, now: Date): Promise<AdminPackage> {
  if (input.country && COUNTRY_CURRENCY[input.country] !== input.currency) throw invalid({ currency: 'currency_not_of_country' });
  return db.transaction(async (tx) => {
    const [{ position } = { position: 0 }] = await tx
      .select({ position: sql<number>`coalesce(max(${creditPackages.position}), 0) + 1`.mapWith(Number) })
      .from(creditPackages)
      .where(and(eq(creditPackages.currency, input.currency), input.country ? eq(creditPackages.country, input.country) : sql`${creditPackages.country} is null`));
    const [row] = await tx
      .insert(creditPackages)
      .values({
        code: packageCode(input.country, input.currency, input.credits),
        country: input.country,
        currency: input.currency,
        credits: input.credits,
        price: input.price,
        tryout: input.tryout,
        bestValue: input.best_value,
        position: input.tryout ? 0 : position,
      })
      .returning();
    const after = presentPackage(row!);
    await audit(tx, actor, { action: 'package.created', recordType: 'credit_package', recordId: row!.id, after }, now);
    return after;
  });
}

/**
 * A new price: the package is switched off and a copy at the new price takes its place (same credits,
 * place on the list), so a payment or direct-debit request made for the old one keeps its amount.
 * Switching on or off changes the row itself.
 */
export async function changePackage(db: Db, input: { id: number; price?: number | undefined; active?: boolean | undefined }, actor: AuditActor, now: Date): Promise<AdminPackage> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(creditPackages).where(eq(creditPackages.id, input.id)).for('update');
    if (!before) throw fail('not_found');
    let current = before;
    if (input.price !== undefined && input.price !== before.price) {
      await tx.update(creditPackages).set({ active: false }).where(eq(creditPackages.id, before.id));
      const [copy] = await tx
        .insert(creditPackages)
        .values({
          code: packageCode(before.country, before.currency, before.credits),
          country: before.country,
          currency: before.currency,
          credits: before.credits,
          price: input.price,
          tryout: before.tryout,
          bestValue: before.bestValue,
          position: before.position,
          active: input.active ?? before.active,
        })
        .returning();
      current = copy!;
    } else if (input.active !== undefined && input.active !== before.active) {
      [current] = (await tx.update(creditPackages).set({ active: input.active }).where(eq(creditPackages.id, before.id)).returning()) as [PackageRow];
    }
    const after = presentPackage(current);
    await audit(tx, actor, { action: 'package.changed', recordType: 'credit_package', recordId: before.id, before: presentPackage(before), after }, now);
    return after;
  });
}

export function settingsForm(site: SiteRow): SiteSettingsForm {
  return {
    name: site.name,
    index_title: site.indexTitle,
    description: site.description,
    support_email: site.supportEmail,
    countries: site.countries as SiteSettingsForm['countries'],
    default_country: site.defaultCountry as SiteSettingsForm['default_country'],
    signups: site.signups as SiteSettingsForm['signups'],
    logged_out_search: site.loggedOutSearch as SiteSettingsForm['logged_out_search'],
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource as SiteSettingsForm['logged_out_search_trafficsource'],
    enable_site_entry_popup: site.enableSiteEntryPopup,
    site_entry_countries: site.siteEntryCountries as SiteSettingsForm['site_entry_countries'],
    domain: site.domain,
    domain_language: site.domainLanguage as SiteSettingsForm['domain_language'],
    cdn_prefix: site.cdnPrefix,
    visible_profile_fields: site.visibleProfileFields as SiteSettingsForm['visible_profile_fields'],
    visible_profile_notes: site.visibleProfileNotes as SiteSettingsForm['visible_profile_notes'],
    search_fields: site.searchFields as SiteSettingsForm['search_fields'],
    message_credits: site.messageCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    signup_credits: site.signupCredits,
    message_length: site.messageLength,
    min_age: site.minAge,
    free_conversations: site.freeConversations,
    refund_days: site.refundDays,
    member_resell: site.memberResell,
  };
}

export function companyForm(company: CompanyRow): CompanyInfoForm {
  return {
    name: company.name,
    address: company.address,
    kvk: company.kvk,
    city: company.city,
    country: company.country,
    tradenames: company.tradenames,
    vat_numbers: company.vatNumbers,
    support_phone: company.supportPhone,
    delete_discount: company.deleteDiscount,
  };
}

/** Only the fields that changed, before and after: the audit row says what the admin did. */
function difference<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

export async function saveSettings(db: Db, siteId: number, input: SiteSettingsForm, actor: AuditActor, now: Date): Promise<void> {
  if (!input.countries.includes(input.default_country)) throw invalid({ default_country: 'default_country_not_listed' });
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
    if (!row) throw fail('not_found');
    const once = <T>(list: T[]) => [...new Set(list)];
    const next = {
      ...input,
      countries: once(input.countries),
      site_entry_countries: once(input.site_entry_countries),
      visible_profile_fields: once(input.visible_profile_fields),
      visible_profile_notes: once(input.visible_profile_notes),
      search_fields: once(input.search_fields),
    };
    await tx
      .update(sites)
      .set({
        name: next.name,
        indexTitle: next.index_title,
        description: next.description,
        supportEmail: next.support_email,
        countries: next.countries,
        defaultCountry: next.default_country,
        signups: next.signups,
        loggedOutSearch: next.logged_out_search,
        loggedOutSearchTrafficsource: next.logged_out_search_trafficsource,
        enableSiteEntryPopup: next.enable_site_entry_popup,
        siteEntryCountries: next.site_entry_countries,
        domain: next.domain,
        domainLanguage: next.domain_language,
        cdnPrefix: next.cdn_prefix,
        visibleProfileFields: next.visible_profile_fields,
        visibleProfileNotes: next.visible_profile_notes,
        searchFields: next.search_fields,
        messageCredits: next.message_credits,
        photoCredits: next.photo_credits,
        giftCredits: next.gift_credits,
        signupCredits: next.signup_credits,
        messageLength: next.message_length,
        minAge: next.min_age,
        freeConversations: next.free_conversations,
        refundDays: next.refund_days,
        memberResell: next.member_resell,
      })
      .where(eq(sites.id, siteId));
    await audit(tx, actor, { action: 'settings.changed', recordType: 'site', recordId: siteId, ...difference(settingsForm(row), next) }, now);
  });
}

export async function saveCompany(db: Db, site: SiteRow, input: CompanyInfoForm, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(companyInfo).where(eq(companyInfo.siteId, site.id)).for('update');
    const values = {
      name: input.name,
      address: input.address,
      kvk: input.kvk,
      city: input.city,
      country: input.country,
      tradenames: input.tradenames,
      vatNumbers: input.vat_numbers,
      supportPhone: input.support_phone,
      deleteDiscount: input.delete_discount,
    };
    if (row) await tx.update(companyInfo).set(values).where(eq(companyInfo.siteId, site.id));
    else await tx.insert(companyInfo).values({ siteId: site.id, ...values, added: now });
    const change = row ? difference(companyForm(row), input) : { after: input };
    await audit(tx, actor, { action: 'companyinfo.changed', recordType: 'site', recordId: site.id, ...change }, now);
  });
}
