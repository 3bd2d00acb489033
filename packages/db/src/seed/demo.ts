import { eq, sql } from 'drizzle-orm';
import type { Gender, Interest, Role, Sexuality } from '@dating/contracts';
import type { Db } from '../client.js';
import { grantCredits } from '../ledger.js';
import { profileInterests, profiles, users } from '../schema/index.js';

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
  },
];

/**
 * Creates the demo accounts when they do not exist yet; existing rows are left alone, so a
 * second start keeps whatever was changed in the first.
 */
export async function seedDemoAccounts(db: Db, hashPassword: (plain: string) => Promise<string>): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
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
      if (account.credits > 0) {
        await grantCredits(tx, { userId: user.id, amount: account.credits, reason: 'adjustment', reference: 'admin:demo-seed', now: new Date() });
      }
    });
    created++;
  }
  return created;
}
