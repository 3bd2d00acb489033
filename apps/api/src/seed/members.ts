import { sql } from 'drizzle-orm';
import {
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  INTERESTS,
  RELATIONSHIP_STATUSES,
  SIGNUP_REASONS,
  TATTOOS,
} from '@dating/contracts';
import { rows, type Db } from '@dating/db';
import { largestCities, type City } from '../features/geocode/cities.js';
import { COUNTRY_NAME_LANGUAGE, DESCRIPTIONS, FIRST_NAMES } from './names.js';
import type { PlaceholderImage } from './placeholder-images.js';

/** Share of generated members per country: the product's home markets first. */
const COUNTRY_WEIGHTS: [string, number][] = [
  ['NL', 22], ['DE', 16], ['BE', 8], ['FR', 9], ['GB', 8], ['US', 8], ['ES', 6], ['IT', 6], ['PL', 6], ['AT', 3],
  ['CH', 3], ['IE', 2], ['CA', 1.5], ['AU', 1], ['NZ', 0.5],
];

/** A small seeded PRNG (mulberry32): the same seed gives the same members. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedMembersOptions {
  count: number;
  now: Date;
  /** Rows per INSERT; larger is faster up to the parameter limits of the driver. */
  batchSize?: number;
  /** Share of fictional chat-pal profiles (marked as such everywhere). */
  fictionalShare?: number;
  seed?: number;
  /** Generated avatars to use as photos; none = members without photos. */
  images?: { male: PlaceholderImage[]; female: PlaceholderImage[] };
  /** Distinguishes the e-mail addresses of separate seed runs. */
  runId?: string;
  onProgress?: (done: number) => void;
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Generates realistic members in bulk (arrays through unnest, thousands of rows per statement):
 * spread over the 15 countries and their regions, ages 18 to 80, every profile field, some
 * fictional, with generated placeholder photos. Seeded members cannot log in.
 */
export async function seedMembers(db: Db, options: SeedMembersOptions): Promise<number> {
  const r = prng(options.seed ?? 20261122);
  const batch = options.batchSize ?? 5000;
  const fictionalShare = options.fictionalShare ?? 0.03;
  const runId = options.runId ?? options.now.getTime().toString(36);
  const total = COUNTRY_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const cities = new Map<string, City[]>(COUNTRY_WEIGHTS.map(([c]) => [c, largestCities(c, 80)]));
  const country = () => {
    let x = r() * total;
    for (const [c, w] of COUNTRY_WEIGHTS) if ((x -= w) < 0) return c;
    return 'NL';
  };

  let done = 0;
  while (done < options.count) {
    const n = Math.min(batch, options.count - done);
    const u = { email: [] as string[], language: [] as string[], created: [] as string[] };
    const p = {
      name: [] as string[], gender: [] as string[], sexuality: [] as string[], dob: [] as string[], city: [] as string[],
      country: [] as string[], region: [] as (string | null)[], lat: [] as number[], lon: [] as number[],
      hair: [] as string[], eye: [] as string[], body: [] as string[], rel: [] as string[], tattoos: [] as string[],
      reason: [] as string[], description: [] as string[], fictional: [] as boolean[],
    };
    for (let i = 0; i < n; i++) {
      const c = country();
      const lang = COUNTRY_NAME_LANGUAGE[c] ?? 'en';
      const gender = r() < 0.55 ? 'female' : 'male';
      const town = pick(r, cities.get(c) ?? []);
      // Ages 18–80, most members between 25 and 55.
      const age = Math.min(80, Math.max(18, Math.round(18 + Math.abs((r() + r() + r()) / 3 - 0.3) * 90)));
      const birth = new Date(Date.UTC(options.now.getUTCFullYear() - age, 0, 1) - Math.floor(r() * 364) * 86_400_000);
      u.email.push(`seed-${runId}-${done + i}@demo.invalid`);
      u.language.push(lang);
      u.created.push(new Date(options.now.getTime() - Math.floor(r() * 730 * 86_400_000)).toISOString());
      p.name.push(pick(r, FIRST_NAMES[lang]![gender]));
      p.gender.push(gender);
      const s = r();
      p.sexuality.push(s < 0.85 ? 'hetero' : s < 0.92 ? (gender === 'male' ? 'gay' : 'lesbian') : 'bi');
      p.dob.push(iso(birth));
      p.city.push(town?.name ?? '');
      p.country.push(c);
      p.region.push(town?.region ?? null);
      p.lat.push(town ? town.lat + (r() - 0.5) * 0.05 : 0);
      p.lon.push(town ? town.lon + (r() - 0.5) * 0.05 : 0);
      p.hair.push(pick(r, HAIR_COLOURS));
      p.eye.push(pick(r, EYE_COLOURS));
      p.body.push(pick(r, BODY_TYPES));
      p.rel.push(pick(r, RELATIONSHIP_STATUSES));
      p.tattoos.push(pick(r, TATTOOS));
      p.reason.push(pick(r, SIGNUP_REASONS));
      p.description.push(pick(r, DESCRIPTIONS[lang]!));
      p.fictional.push(r() < fictionalShare);
    }
    await db.transaction(async (tx) => {
      const inserted = await rows<{ id: number }>(tx, sql`
        insert into users (email, password_hash, status, language, email_confirmed_at, created_at, updated_at)
        select e, '!', 'active', l, c::timestamptz, c::timestamptz, c::timestamptz
        from unnest(${sql.param(u.email)}::varchar[], ${sql.param(u.language)}::varchar[], ${sql.param(u.created)}::text[]) as t(e, l, c)
        returning id`);
      const ids = inserted.map((row) => Number(row.id));
      await tx.execute(sql`
        insert into profiles (id, name, status, gender, sexuality, date_of_birth, city, country, region_code, latitude, longitude,
          hair_colour, eye_colour, body_type, relationship_status, tattoos, signup_reason, description, fictional)
        select id, name, 'active', gender::gender, sexuality::sexuality, dob::date, nullif(city, ''), country, region, lat, lon,
          hair::hair_colour, eye::eye_colour, body::body_type, rel::relationship_status, tattoos::tattoos, reason::signup_reason,
          description, fictional
        from unnest(${sql.param(ids)}::int[], ${sql.param(p.name)}::text[], ${sql.param(p.gender)}::text[],
          ${sql.param(p.sexuality)}::text[], ${sql.param(p.dob)}::text[], ${sql.param(p.city)}::text[],
          ${sql.param(p.country)}::text[], ${sql.param(p.region)}::text[], ${sql.param(p.lat)}::float8[],
          ${sql.param(p.lon)}::float8[], ${sql.param(p.hair)}::text[], ${sql.param(p.eye)}::text[],
          ${sql.param(p.body)}::text[], ${sql.param(p.rel)}::text[], ${sql.param(p.tattoos)}::text[],
          ${sql.param(p.reason)}::text[], ${sql.param(p.description)}::text[], ${sql.param(p.fictional)}::bool[])
          as t(id, name, gender, sexuality, dob, city, country, region, lat, lon, hair, eye, body, rel, tattoos, reason, description, fictional)`);
      const interestProfile: number[] = [];
      const interestCode: string[] = [];
      ids.forEach((id) => {
        const k = Math.floor(r() * 5);
        const chosen = new Set<string>();
        for (let j = 0; j < k; j++) chosen.add(pick(r, INTERESTS));
        for (const code of chosen) {
          interestProfile.push(id);
          interestCode.push(code);
        }
      });
      if (interestProfile.length > 0) {
        await tx.execute(sql`insert into profile_interests (profile_id, interest)
          select * from unnest(${sql.param(interestProfile)}::int[], ${sql.param(interestCode)}::text[])`);
      }
      if (options.images && options.images.female.length > 0 && options.images.male.length > 0) {
        const photoProfile: number[] = [];
        const files: [string[], string[], string[]] = [[], [], []];
        ids.forEach((id, i) => {
          if (r() > 0.8) return; // one in five has no photo yet
          const pool = options.images![p.gender[i] === 'male' ? 'male' : 'female'];
          const img = pick(r, pool);
          photoProfile.push(id);
          files[0].push(img.filename);
          files[1].push(img.thumbFilename);
          files[2].push(img.blurFilename);
        });
        if (photoProfile.length > 0) {
          await tx.execute(sql`insert into photos (profile_id, filename, thumb_filename, blur_filename, status, is_main, position)
            select id, f, t, b, 'active', true, 0
            from unnest(${sql.param(photoProfile)}::int[], ${sql.param(files[0])}::text[], ${sql.param(files[1])}::text[], ${sql.param(files[2])}::text[]) as x(id, f, t, b)`);
        }
      }
    });
    done += n;
    options.onProgress?.(done);
  }
  return done;
}
