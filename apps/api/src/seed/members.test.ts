import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { seedDemoAccounts, sessions, staffSessions, users } from '@dating/db';
import { hashToken } from '../lib/tokens.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { generatePortraitPool, MAX_PHOTOS, portraitSvg } from './portraits.js';
import { ageOn, seedMembers } from './members.js';
import { soughtGender } from '@dating/contracts';
import { INTEREST_WORDS, SEEKS_WORDS, type TextInterest } from './profile-texts.js';
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
    const portraits = await generatePortraitPool(t.photoStore, 3);
    const created = await seedMembers(t.db, { count: 3000, now: t.clock.now(), runId: 'test', portraits, batchSize: 700 });
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
    expect(stats!.with_photo as number).toBe(3000);
    // They are found by search like anyone else, fictional ones marked.
    const everyone = (await t.app.inject({ url: '/api/search.php' })).json();
    expect(everyone).toMatchObject({ numResults: 1000, numResultsCapped: true, hasMore: true });
    const search = (await t.app.inject({ url: '/api/search.php?country=NL&gender=female' })).json();
    expect(search.numResults).toBeGreaterThan(100);
    expect(search.profiles[0].main_image === null || search.profiles[0].main_image.match.startsWith('/media/seed/')).toBe(true);
  }, 240_000);

  it('gives every member one to six portraits of one generated person of their gender, age and hair colour', async () => {
    const members = await rows(sql`
      select p.id, p.gender, p.hair_colour, date_part('year', age(date '2026-06-15', p.date_of_birth))::int as age,
        count(ph.id)::int as photos, count(ph.id) filter (where ph.is_main)::int as main,
        count(distinct substring(ph.filename from 'seed/portrait-([a-z]+-[0-9]+)-'))::int as people,
        min(substring(ph.filename from 'seed/portrait-([a-z]+)-')) as portrait_gender,
        array_agg(ph.position order by ph.position) as positions
      from profiles p join users u on u.id = p.id join photos ph on ph.profile_id = p.id
      where u.email like 'seed-test-%' group by p.id`);
    expect(members).toHaveLength(3000);
    const counts = new Set<number>();
    for (const m of members) {
      expect(m.photos as number).toBeGreaterThanOrEqual(1);
      expect(m.photos as number).toBeLessThanOrEqual(MAX_PHOTOS);
      counts.add(m.photos as number);
      expect(m).toMatchObject({ main: 1, people: 1, portrait_gender: m.gender });
      expect(m.positions).toEqual([...Array(m.photos as number).keys()]);
      if (m.gender === 'female') expect(m.hair_colour).not.toBe('bald');
    }
    expect(counts.size).toBe(MAX_PHOTOS);
    // Grey and white hair mostly later in life: no teenager-to-30 generated person has it.
    expect(members.filter((m) => (m.age as number) < 35 && ['gray', 'white'].includes(m.hair_colour as string))).toEqual([]);
    // Many different main photos on the first page, not one face for everyone.
    const page = (await t.app.inject({ url: '/api/search.php?perPage=24' })).json();
    const mains = new Set(page.profiles.map((p: { main_image: { match: string } }) => p.main_image.match));
    expect(mains.size).toBeGreaterThan(12);
    // The files are real WebP images in the sizes the photo pipeline stores.
    const [file] = await rows(sql`select ph.filename, ph.thumb_filename from photos ph join users u on u.id = ph.profile_id where u.email like 'seed-test-%' limit 1`);
    expect(await sharp(join(t.photoStore.localRoot, file!.filename as string)).metadata()).toMatchObject({ format: 'webp', width: 800, height: 1000 });
    expect(await sharp(join(t.photoStore.localRoot, file!.thumb_filename as string)).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
  });

  it('writes each member a text in their language that agrees with the profile, and a last-seen time', async () => {
    const members = await rows(sql`
      select p.id, p.name, p.gender, p.sexuality, p.city, p.date_of_birth::text as dob, p.description, u.language,
        u.created_at, u.last_login_at, array_agg(i.interest) filter (where i.interest is not null) as interests
      from profiles p join users u on u.id = p.id left join profile_interests i on i.profile_id = p.id
      where u.email like 'seed-test-%' group by p.id, u.id`);
    const now = t.clock.now();
    const languages = new Set<string>();
    for (const m of members) {
      const text = m.description as string;
      const language = m.language as keyof typeof SEEKS_WORDS;
      languages.add(language);
      expect(text).toContain(String(ageOn(new Date(m.dob as string), now)));
      expect(text).toContain(m.city as string);
      expect(text).toContain(SEEKS_WORDS[language][soughtGender(m.gender as 'male' | 'female', m.sexuality as 'hetero')]);
      // The interests it names are the member's own, in the member's language.
      const own = ((m.interests as string[] | null) ?? []).filter((i): i is TextInterest => i in INTEREST_WORDS);
      expect(own.length).toBeGreaterThan(0);
      expect(own.some((i) => text.includes(INTEREST_WORDS[i][language]))).toBe(true);
      for (const [interest, words] of Object.entries(INTEREST_WORDS)) {
        if (!own.includes(interest as TextInterest) && words[language].length > 6 && !Object.values(INTEREST_WORDS).some((w) => w !== words && w[language].includes(words[language]))) {
          expect(text).not.toContain(words[language]);
        }
      }
      const seen = new Date(m.last_login_at as string).getTime();
      expect(seen).toBeGreaterThanOrEqual(new Date(m.created_at as string).getTime());
      expect(seen).toBeLessThanOrEqual(now.getTime());
    }
    expect([...languages].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl']);
    // Spot checks of the wording per language.
    const one = (language: string) => members.find((m) => m.language === language && m.gender === 'female' && m.sexuality === 'hetero')!.description as string;
    expect(one('nl')).toMatch(/Ik zoek een man /);
    expect(one('de')).toMatch(/Ich suche einen Mann /);
    expect(one('pl')).toMatch(/Szukam mężczyzny /);
    expect(one('fr')).toMatch(/Je cherche un homme /);
    // Last seen spread out: some within the hour, most within a month, some longer ago.
    const hoursAgo = members.map((m) => (now.getTime() - new Date(m.last_login_at as string).getTime()) / 3_600_000);
    expect(hoursAgo.filter((h) => h < 1).length).toBeGreaterThan(200);
    expect(hoursAgo.filter((h) => h > 24 * 30).length).toBeGreaterThan(100);
  });

  it('is deterministic: the same seed gives the same members, texts and photos', async () => {
    const portraits = await generatePortraitPool(t.photoStore, 3);
    expect(portraits.map((l) => l.photos.map((p) => p.filename))).toEqual((await generatePortraitPool(t.photoStore, 3)).map((l) => l.photos.map((p) => p.filename)));
    expect(portraitSvg('female', 2, 4)).toBe(portraitSvg('female', 2, 4));
    expect(portraitSvg('female', 2, 4)).not.toBe(portraitSvg('female', 2, 5));
    for (const runId of ['same-a', 'same-b']) await seedMembers(t.db, { count: 40, now: t.clock.now(), runId, portraits, seed: 7 });
    const of = async (runId: string) =>
      rows(sql`select p.name, p.gender, p.date_of_birth::text, p.hair_colour, p.description,
          (select string_agg(ph.filename, ',' order by ph.position) from photos ph where ph.profile_id = p.id) as photos
        from profiles p join users u on u.id = p.id where u.email like ${`seed-${runId}-%`} order by p.id`);
    const [a, b] = [await of('same-a'), await of('same-b')];
    expect(a).toHaveLength(40);
    expect(b).toEqual(a);
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
  }, 240_000);
});
