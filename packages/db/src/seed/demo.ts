import { eq, sql } from 'drizzle-orm';
import type { Gender, Interest, Role, Sexuality } from '@dating/contracts';
import type { Db } from '../client.js';
import { grantCredits } from '../ledger.js';
import { campaignLinks, profileInterests, profiles, staffTotp, users } from '../schema/index.js';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  paid: boolean;
  credits: number;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  dateOfBirth: string;
  country: string;
  regionCode: string;
  city: string;
  interests: Interest[];
  description: string;
  /**
   * Staff only: the known TOTP secret (base32) of the console's second factor, for development. `enrolled`:
   * already confirmed (the console asks for a code); otherwise the first console login shows it for enrolment.
   */
  totp?: { secret: string; enrolled: boolean };
}

/** The accounts the README names; fixed addresses and passwords, for trying the site and for e2e tests. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'free@demo.local',
    password: 'demo-free-2026',
    role: 'member',
    paid: false,
    credits: 0,
    name: 'Sanne',
    gender: 'female',
    sexuality: 'hetero',
    dateOfBirth: '1994-05-12',
    country: 'NL',
    regionCode: 'NL-UT',
    city: 'Utrecht',
    interests: ['travelling', 'music', 'coffee', 'hiking'],
    description: 'Nieuw hier. Ik hou van lange wandelingen, goede koffie en spontane concerten.',
  },
  {
    email: 'premium@demo.local',
    password: 'demo-premium-2026',
    role: 'member',
    paid: true,
    credits: 120,
    name: 'Jeroen',
    gender: 'male',
    sexuality: 'hetero',
    dateOfBirth: '1988-09-30',
    country: 'NL',
    regionCode: 'NL-NH',
    city: 'Amsterdam',
    interests: ['cooking', 'wine', 'movies', 'sports'],
    description: 'Kookt graag voor twee. Op zoek naar iemand om de stad mee te ontdekken.',
  },
  {
    email: 'operator@demo.local',
    password: 'demo-operator-2026',
    role: 'operator',
    paid: false,
    credits: 0,
    name: 'Operator',
    gender: 'female',
    sexuality: 'hetero',
    dateOfBirth: '1990-01-01',
    country: 'NL',
    regionCode: 'NL-ZH',
    city: 'Rotterdam',
    interests: [],
    description: 'Operator account of the demo data.',
    totp: { secret: 'AMORADEMOOPERATORSECRETKEYTOTPAA', enrolled: false },
  },
  {
    email: 'moderator@demo.local',
    password: 'demo-moderator-2026',
    role: 'moderator',
    paid: false,
    credits: 0,
    name: 'Moderator',
    gender: 'male',
    sexuality: 'hetero',
    dateOfBirth: '1987-03-03',
    country: 'NL',
    regionCode: 'NL-ZH',
    city: 'Den Haag',
    interests: [],
    description: 'Moderator account of the demo data.',
    totp: { secret: 'AMORADEMOMODERATORSECRETKEYTOTPA', enrolled: true },
  },
  {
    email: 'admin@demo.local',
    password: 'demo-admin-2026',
    role: 'admin',
    paid: false,
    credits: 0,
    name: 'Admin',
    gender: 'female',
    sexuality: 'hetero',
    dateOfBirth: '1985-07-07',
    country: 'NL',
    regionCode: 'NL-NH',
    city: 'Haarlem',
    interests: [],
    description: 'Admin account of the demo data.',
    totp: { secret: 'AMORADEMOADMINSECRETKEYFORTOTPAA', enrolled: true },
  },
];

/**
 * Creates the demo accounts when they do not exist yet; existing rows are left alone, so a
 * second start keeps whatever was changed in the first.
 */
export async function seedDemoAccounts(
  db: Db,
  hashPassword: (plain: string) => Promise<string>,
  options: { staff: boolean },
): Promise<number> {
  let created = 0;
  // Staff accounts with published passwords and second factors: development only, never in production.
  for (const account of DEMO_ACCOUNTS.filter((a) => options.staff || a.role === 'member')) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, account.email.toLowerCase()));
    if (existing.length > 0) continue;
    const passwordHash = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          status: 'active',
          role: account.role,
          language: 'nl',
          paidUser: account.paid,
          premiumSince: account.paid ? new Date() : null,
          emailConfirmedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('demo user not created');
      await tx.insert(profiles).values({
        id: user.id,
        name: account.name,
        status: 'active',
        gender: account.gender,
        sexuality: account.sexuality,
        dateOfBirth: account.dateOfBirth,
        country: account.country,
        regionCode: account.regionCode,
        city: account.city,
        description: account.description,
      });
      if (account.interests.length > 0) {
        await tx.insert(profileInterests).values(account.interests.map((interest) => ({ profileId: user.id, interest })));
      }
      if (account.totp) {
        await tx.insert(staffTotp).values({ userId: user.id, secret: account.totp.secret, confirmedAt: account.totp.enrolled ? new Date() : null });
      }
      if (account.credits > 0) {
        await grantCredits(tx, { userId: user.id, amount: account.credits, reason: 'adjustment', reference: 'admin:demo-seed', now: new Date() });
      }
    });
    created++;
  }
  return created;
}

/**
 * Demo campaign short links (decision 056): each opens a lander with a slug and sets a tracking record, so the
 * `{token}` route can be tried at once (`/zomer26`, `/swipe4de`, `/nachtfr`). Existing rows are left alone.
 */
export const DEMO_CAMPAIGN_LINKS = [
  { token: 'zomer26', lander: 'gallery', slug: 'nl', network: 'demo-affiliate', ref: 'summer-2026', sub1: 'banner-728', sub2: 'nl-north', sub3: null },
  { token: 'swipe4de', lander: 'tinderswipe', slug: 'de', network: 'demo-social', ref: 'swipe-launch', sub1: 'story-ad', sub2: null, sub3: null },
  { token: 'nachtfr', lander: 'alonetonight', slug: 'fr', network: 'demo-native', ref: 'night-owls', sub1: 'feed', sub2: 'mobile', sub3: 'v2' },
] as const;

export async function seedDemoCampaignLinks(db: Db): Promise<void> {
  await db.insert(campaignLinks).values([...DEMO_CAMPAIGN_LINKS]).onConflictDoNothing();
}
