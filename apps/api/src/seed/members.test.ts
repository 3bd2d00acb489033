import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { seedDemoAccounts, sessions, staffSessions, users } from '@dating/db';
import { hashToken } from '../lib/tokens.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { generatePlaceholders } from './placeholder-images.js';
import { seedMembers } from './members.js';
import { seedDemoMembers, DEMO_MEMBER_COUNT } from './demo-members.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('generated members', () => {
  it('spreads members over the countries and their regions, ages 18 to 80, every field filled, some fictional', async () => {
    const images = { female: await generatePlaceholders(t.photoStore, 3, 'female'), male: await generatePlaceholders(t.photoStore, 3, 'male') };
    const created = await seedMembers(t.db, { count: 3000, now: t.clock.now(), runId: 'test', images, batchSize: 700 });
    expect(created).toBe(3000);
    const [stats] = await rows(sql`
      select count(*)::int as n, count(distinct p.country)::int as countries, count(distinct p.region_code)::int as regions,
        min(date_part('year', age(date '2026-06-15', p.date_of_birth)))::int as youngest,
        max(date_part('year', age(date '2026-06-15', p.date_of_birth)))::int as oldest,
        count(*) filter (where p.fictional)::int as fictional,
        count(*) filter (where p.hair_colour is null or p.eye_colour is null or p.body_type is null or p.relationship_status is null
          or p.tattoos is null or p.signup_reason is null or p.region_code is null or p.city is null)::int as incomplete,
        count(ph.id)::int as with_photo
      from profiles p join users u on u.id = p.id left join photos ph on ph.profile_id = p.id and ph.is_main
      where u.email like 'seed-test-%'`);
    expect(stats).toMatchObject({ n: 3000, incomplete: 0 });
    expect(stats!.countries as number).toBeGreaterThanOrEqual(14);
    expect(stats!.regions as number).toBeGreaterThan(100);
    expect(stats!.youngest as number).toBeGreaterThanOrEqual(18);
    expect(stats!.oldest as number).toBeLessThanOrEqual(80);
    expect(stats!.oldest as number).toBeGreaterThan(65);
    expect(stats!.fictional as number).toBeGreaterThan(30);
    expect(stats!.with_photo as number).toBeGreaterThan(2000);
    // They are found by search like anyone else, fictional ones marked.
    const everyone = (await t.app.inject({ url: '/api/search.php' })).json();
    expect(everyone).toMatchObject({ numResults: 1000, numResultsCapped: true, hasMore: true });
    const search = (await t.app.inject({ url: '/api/search.php?country=NL&gender=female' })).json();
    expect(search.numResults).toBeGreaterThan(100);
    expect(search.profiles[0].main_image === null || search.profiles[0].main_image.match.startsWith('/media/seed/')).toBe(true);
  }, 60_000);

  it('generates placeholder photos that are real images, with no photo of a person', async () => {
    const [image] = await generatePlaceholders(t.photoStore, 1, 'female');
    const path = join(t.photoStore.localRoot, image!.filename);
    expect(existsSync(path)).toBe(true);
    const meta = await sharp(path).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1000 });
  });

  it('seeds the demo members of npm start once, with conversations for the demo accounts', async () => {
    await seedDemoAccounts(t.db, async (plain) => `not-a-hash:${plain.length}`, { staff: true });
    expect(await seedDemoMembers(t.db, t.photoStore, t.clock.now())).toBe(DEMO_MEMBER_COUNT);
    expect(await seedDemoMembers(t.db, t.photoStore, t.clock.now())).toBe(0);

    const sessionOf = async (email: string) => {
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const token = `demo-test-${email}`;
      await t.db.insert(sessions).values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
      return `sid=${token}`;
    };
    const premium = await sessionOf('premium@demo.local');
    const chats = (await t.app.inject({ url: '/api/chats.php', headers: { cookie: premium } })).json();
    expect(chats.chats).toHaveLength(2);
    expect(chats.totals.unread_messages).toBe(3);
    const withPal = chats.chats.find((c: { profile: { fictional: boolean } }) => c.profile.fictional);
    expect(withPal.last_message).toMatchObject({ kind: 'photo', from_me: false });
    const opened = (await t.app.inject({ url: `/api/chat.php?id=${withPal.conversation.id}`, headers: { cookie: premium } })).json();
    expect(opened.messages.at(-1).photo).toMatchObject({ locked: true });
    expect(existsSync(join(t.photoStore.localRoot, opened.messages.at(-1).photo.url.replace(/^\/media\//, '')))).toBe(true);

    const free = await sessionOf('free@demo.local');
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie: free } })).json().totals.unread_messages).toBe(1);
    // Staff calls take the console session (decision 040), not the member one.
    const [op] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'operator@demo.local'));
    await t.db.insert(staffSessions).values({ userId: op!.id, tokenHash: hashToken('demo-test-operator-console'), stage: 'active', expiresAt: new Date('2100-01-01'), lastSeenAt: new Date('2100-01-01') });
    const operator = 'staff_sid=demo-test-operator-console';
    expect((await t.app.inject({ url: '/api/operator/queue.php', headers: { cookie: operator } })).json().queue.length).toBeGreaterThan(0);
  }, 60_000);
});
