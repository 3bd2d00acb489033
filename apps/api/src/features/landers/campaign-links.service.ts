import { randomInt } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AdminCampaignLink, Lander, createCampaignLink } from '@dating/contracts';
import { campaignLinks, trackingRecords, type CampaignLinkRow, type Db, type DbOrTx } from '@dating/db';
import { matchPath } from '@dating/i18n';
import { fail, invalid } from '../../lib/api-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { audit, type AuditActor } from '../staff/audit.service.js';

type NewLink = ReturnType<NonNullable<typeof createCampaignLink.body>['parse']>;

/** Tokens the server answers before any link is looked up (the console's path); pages of the route table are refused too. */
const RESERVED_TOKENS: ReadonlySet<string> = new Set(['console']);
const TOKEN_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const GENERATED_LENGTH = 8;

/** Whether `/{token}` would open something else than the link: a page in some language, or the console. */
export function tokenReserved(token: string): boolean {
  return RESERVED_TOKENS.has(token) || matchPath(`/${token}`) !== null;
}

/** A fresh token: 8 letters and digits without the look-alikes (l, o, 0, 1), so it can be read out and typed. */
function generatedToken(): string {
  return Array.from({ length: GENERATED_LENGTH }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join('');
}

const signupCounts = (db: DbOrTx) =>
  db
    .select({ token: trackingRecords.campaignToken, signups: count().as('signups') })
    .from(trackingRecords)
    .groupBy(trackingRecords.campaignToken)
    .as('signup_counts');

function present(row: CampaignLinkRow, signups: number): AdminCampaignLink {
  return {
    token: row.token,
    lander: row.lander as Lander,
    slug: row.slug,
    network: row.network,
    ref: row.ref,
    sub1: row.sub1,
    sub2: row.sub2,
    sub3: row.sub3,
    active: row.active,
    clicks: row.clicks,
    signups,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every link, newest first, with the members who signed up through it (their tracking record names it). */
export async function listLinks(db: DbOrTx, token?: string): Promise<AdminCampaignLink[]> {
  const counts = signupCounts(db);
  const rows = await db
    .select({ link: campaignLinks, signups: sql<number>`coalesce(${counts.signups}, 0)::int` })
    .from(campaignLinks)
    .leftJoin(counts, eq(counts.token, campaignLinks.token))
    .where(token === undefined ? undefined : eq(campaignLinks.token, token))
    .orderBy(desc(campaignLinks.createdAt), campaignLinks.token);
  return rows.map((r) => present(r.link, r.signups));
}

async function tokenTaken(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db.select({ token: campaignLinks.token }).from(campaignLinks).where(eq(campaignLinks.token, token));
  return row !== undefined;
}

/** Makes a link (decision 063): the typed token, or a generated one; one audit row with the link made. */
export async function createLink(db: Db, input: NewLink, actor: AuditActor, now: Date): Promise<AdminCampaignLink> {
  let token = input.token;
  if (token === '') {
    do token = generatedToken();
    while (tokenReserved(token) || (await tokenTaken(db, token)));
  } else if (tokenReserved(token)) {
    throw invalid({ token: 'campaign_token_reserved' });
  } else if (await tokenTaken(db, token)) {
    throw invalid({ token: 'campaign_token_taken' });
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(campaignLinks)
        .values({ token, lander: input.lander, slug: input.slug, network: input.network, ref: input.ref, sub1: input.sub1, sub2: input.sub2, sub3: input.sub3, active: input.active, createdAt: now })
        .returning();
      const link = present(row!, 0);
      await audit(tx, actor, { action: 'campaign_link.created', recordType: 'campaign_link', recordId: token, after: link }, now);
      return link;
    });
  } catch (error) {
    // Two admins typing the same token at once: the primary key decides.
    if (isUniqueViolation(error)) throw invalid({ token: 'campaign_token_taken' });
    throw error;
  }
}

/** Switches a link off or on; switching it to the state it has is no change and writes nothing. */
export async function setLinkActive(db: Db, token: string, active: boolean, actor: AuditActor, now: Date): Promise<AdminCampaignLink> {
  return db.transaction(async (tx) => {
    const [before] = await listLinks(tx, token.toLowerCase());
    if (!before) throw fail('not_found');
    if (before.active === active) return before;
    await tx.update(campaignLinks).set({ active }).where(eq(campaignLinks.token, before.token));
    const after = { ...before, active };
    await audit(tx, actor, { action: active ? 'campaign_link.enabled' : 'campaign_link.disabled', recordType: 'campaign_link', recordId: before.token, before, after }, now);
    return after;
  });
}
