import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INTERESTS } from '@dating/contracts';
import type { Database } from './client.js';
import { ensureReferenceData } from './seed/reference.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './seed/demo.js';
import { testEngines } from './testing.js';
import { countries, creditLedger, creditPackages, interests, profiles, regions, users } from './schema/index.js';
import { SEED_PACKAGES } from './seed/packages.js';

/**
 * The committed migrations must run on both engines the product uses: PGlite (embedded,
 * PostgreSQL 17/18) always, and the PostgreSQL server of DATABASE_URL (15 on the CI machine).
 */
const { engines, teardown } = testEngines(process.env.DATABASE_URL);
afterAll(teardown);

describe.each(engines)('schema on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await ensureReferenceData(database.db);
  });
  afterAll(() => database.close());

  it('loads the reference data once, however often it runs', async () => {
    await ensureReferenceData(database.db);
    const [c] = await database.db.select({ n: sql<number>`count(*)::int` }).from(countries);
    const [r] = await database.db.select({ n: sql<number>`count(*)::int` }).from(regions);
    const [i] = await database.db.select({ n: sql<number>`count(*)::int` }).from(interests);
    expect(c?.n).toBe(15);
    expect(r?.n).toBeGreaterThan(250);
    expect(i?.n).toBe(INTERESTS.length);
    const [p] = await database.db.select({ n: sql<number>`count(*)::int` }).from(creditPackages);
    expect(p?.n).toBe(SEED_PACKAGES.length);
  });

  it('creates the demo accounts once and keeps their credits equal to their ledger', async () => {
    const hash = async (p: string) => `test-hash:${p}`;
    expect(await seedDemoAccounts(database.db, hash, { staff: true })).toBe(DEMO_ACCOUNTS.length);
    expect(await seedDemoAccounts(database.db, hash, { staff: true })).toBe(0);
    const rows = (await database.db.execute(sql`
      select u.email, u.credits, coalesce(sum(l.amount), 0)::int as ledger
      from ${users} u left join ${creditLedger} l on l.user_id = u.id group by u.id`)) as unknown as {
      rows: { email: string; credits: number; ledger: number }[];
    };
    for (const row of rows.rows) expect(row.credits, row.email).toBe(row.ledger);
  });

  it('enforces the rules in the database itself', async () => {
    const insertUser = (email: string, credits = 0) =>
      database.db.insert(users).values({ email, passwordHash: 'x', credits }).returning({ id: users.id });
    const [user] = await insertUser('Case@Example.com');
    await expect(insertUser('case@example.COM')).rejects.toThrow();
    await expect(insertUser('negative@example.com', -1)).rejects.toThrow();
    await expect(insertUser('no-at-sign')).rejects.toThrow();
    await expect(database.db.insert(profiles).values({ id: user!.id, name: '@handle' })).rejects.toThrow();
    await expect(
      database.db.insert(profiles).values({ id: user!.id, name: 'Anna', country: 'NL', regionCode: 'DE-BY' }),
    ).rejects.toThrow();
    await database.db.insert(profiles).values({ id: user!.id, name: 'Anna', country: 'NL', regionCode: 'NL-NH' });
  });
});
