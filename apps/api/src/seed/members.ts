import { sql } from 'drizzle-orm';
import {
  BODY_TYPES,
  EYE_COLOURS,
  INTERESTS,
  RELATIONSHIP_STATUSES,
  SIGNUP_REASONS,
  TATTOOS,
  soughtGender,
  type Locale,
} from '@dating/contracts';
import { rows, type Db } from '@dating/db';
import { largestCities, type City } from '../features/geocode/cities.js';
import { COUNTRY_NAME_LANGUAGE, FIRST_NAMES } from './names.js';
import { ageBandOf, hairFor, MAX_PHOTOS, type AgeBand, type PortraitLook } from './portraits.js';
import { profileText, TEXT_INTERESTS } from './profile-texts.js';
import { pick, prng, weighted } from './random.js';

/** Share of generated members per country: the product's home markets first. */
const COUNTRY_WEIGHTS: [string, number][] = [
  ['NL', 22], ['DE', 16], ['BE', 8], ['FR', 9], ['GB', 8], ['US', 8], ['ES', 6], ['IT', 6], ['PL', 6], ['AT', 3],
  ['CH', 3], ['IE', 2], ['CA', 1.5], ['AU', 1], ['NZ', 0.5],
];

export interface SeedMembersOptions {
  count: number;
  now: Date;
  /** Rows per INSERT; larger is faster up to the parameter limits of the driver. */
  batchSize?: number;
  /** Share of fictional chat-pal profiles (marked as such everywhere). */
  fictionalShare?: number;
  seed?: number;
  /**
   * Generated people (generatePortraitPool) whose photos members get: one to six each, of a look of
   * their gender and age band, whose hair colour becomes theirs. None = members without photos.
   */
  portraits?: PortraitLook[];
  /** Distinguishes the e-mail addresses of separate seed runs. */
  runId?: string;
  onProgress?: (done: number) => void;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** How many photos a member has: most two or three, some one, a few all six. */
const PHOTO_COUNTS: [number, number][] = [[1, 22], [2, 26], [3, 22], [4, 13], [5, 9], [6, 8]];
/** When a member was last seen, in hours before now: many today, some this week, a tail of months. */
const LAST_SEEN_HOURS: [number, number, number][] = [[0, 1, 15], [1, 24, 25], [24, 168, 30], [168, 720, 20], [720, 4320, 10]];

/** Whole years between a date of birth and a day. */
export function ageOn(birth: Date, day: Date): number {
  const years = day.getUTCFullYear() - birth.getUTCFullYear();
  const before = day.getUTCMonth() < birth.getUTCMonth() || (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() < birth.getUTCDate());
  return before ? years - 1 : years;
}

/**
 * Generates realistic members in bulk (arrays through unnest, thousands of rows per statement):
 * spread over the 15 countries and their regions, ages 18 to 80, every profile field, some
 * fictional, one to six generated portraits each, a text in their language that agrees with the
 * profile and a last-seen time. Seeded members cannot log in.
 */
export async function seedMembers(db: Db, options: SeedMembersOptions): Promise<number> {
  const r = prng(options.seed ?? 20261122);
  const batch = options.batchSize ?? 5000;
  const fictionalShare = options.fictionalShare ?? 0.03;
  const runId = options.runId ?? options.now.getTime().toString(36);
  const looks = new Map<string, PortraitLook[]>();
  for (const look of options.portraits ?? []) {
    const key = `${look.gender}:${look.ageBand}`;
    looks.set(key, [...(looks.get(key) ?? []), look]);
  }
  const turns = new Map<string, number>();
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
    const u = { email: [] as string[], language: [] as string[], created: [] as string[], seen: [] as string[] };
    const p = {
      name: [] as string[], gender: [] as string[], sexuality: [] as string[], dob: [] as string[], city: [] as string[],
      country: [] as string[], region: [] as (string | null)[], lat: [] as number[], lon: [] as number[],
      hair: [] as string[], eye: [] as string[], body: [] as string[], rel: [] as string[], tattoos: [] as string[],
      reason: [] as string[], description: [] as string[], fictional: [] as boolean[],
    };
    const memberLooks: (PortraitLook | undefined)[] = [];
    const memberFirstPhoto: number[] = [];
    const memberInterests: string[][] = [];
    for (let i = 0; i < n; i++) {
      const c = country();
      const lang = (COUNTRY_NAME_LANGUAGE[c] ?? 'en') as Locale;
      const gender = r() < 0.55 ? 'female' : 'male';
      const town = pick(r, cities.get(c) ?? []);
      // Ages 18–80, most members between 25 and 55.
      const age = Math.min(80, Math.max(18, Math.round(18 + Math.abs((r() + r() + r()) / 3 - 0.3) * 90)));
      const birth = new Date(Date.UTC(options.now.getUTCFullYear() - age, 0, 1) - Math.floor(r() * 364) * 86_400_000);
      const realAge = ageOn(birth, options.now);
      const band: AgeBand = ageBandOf(realAge);
      // The looks of a gender and age band in turn, then their next photos as main photo: a main photo comes
      // back only after every look of that kind has shown each of its six.
      const kind = looks.has(`${gender}:${band}`) ? `${gender}:${band}` : `${gender}:middle`;
      const candidates = looks.get(kind);
      const turn = turns.get(kind) ?? 0;
      turns.set(kind, turn + 1);
      const look = candidates ? candidates[turn % candidates.length] : undefined;
      memberFirstPhoto.push(candidates ? Math.floor(turn / candidates.length) % MAX_PHOTOS : 0);
      const created = options.now.getTime() - Math.floor(r() * 730 * 86_400_000);
      const [fromHours, toHours] = weighted(r, LAST_SEEN_HOURS.map(([a, b, w]): [[number, number], number] => [[a, b], w]));
      const seen = Math.max(created, options.now.getTime() - Math.floor((fromHours + r() * (toHours - fromHours)) * 3_600_000));
      u.email.push(`seed-${runId}-${done + i}@demo.invalid`);
      u.language.push(lang);
      u.created.push(new Date(created).toISOString());
      u.seen.push(new Date(seen).toISOString());
      const name = pick(r, FIRST_NAMES[lang]![gender]);
      p.name.push(name);
      p.gender.push(gender);
      const s = r();
      const sexuality = s < 0.85 ? 'hetero' : s < 0.92 ? (gender === 'male' ? 'gay' : 'lesbian') : 'bi';
      p.sexuality.push(sexuality);
      p.dob.push(iso(birth));
      p.city.push(town?.name ?? '');
      p.country.push(c);
      p.region.push(town?.region ?? null);
      p.lat.push(town ? town.lat + (r() - 0.5) * 0.05 : 0);
      p.lon.push(town ? town.lon + (r() - 0.5) * 0.05 : 0);
      p.hair.push(look?.hairColour ?? hairFor(r, gender, band));
      p.eye.push(pick(r, EYE_COLOURS));
      p.body.push(pick(r, BODY_TYPES));
      const relationship = pick(r, RELATIONSHIP_STATUSES);
      p.rel.push(relationship);
      p.tattoos.push(pick(r, TATTOOS));
      const reason = pick(r, SIGNUP_REASONS);
      p.reason.push(reason);
      // One to three everyday interests (what the text talks about), sometimes one or two more of any kind.
      const interests = new Set<(typeof INTERESTS)[number]>();
      for (let k = 1 + Math.floor(r() * 3); k > 0; k--) interests.add(pick(r, TEXT_INTERESTS));
      for (let k = Math.floor(r() * 3); k > 0; k--) interests.add(pick(r, INTERESTS));
      memberInterests.push([...interests]);
      memberLooks.push(look);
      p.description.push(
        profileText(
          { language: lang, name, age: realAge, gender, seeks: soughtGender(gender, sexuality), reason, city: town?.name ?? null, interests: [...interests], relationship, ageBand: band },
          r,
        ),
      );
      p.fictional.push(r() < fictionalShare);
    }
    await db.transaction(async (tx) => {
      const inserted = await rows<{ id: number }>(tx, sql`
        insert into users (email, password_hash, status, language, email_confirmed_at, created_at, updated_at, last_login_at)
        select e, '!', 'active', l, c::timestamptz, c::timestamptz, c::timestamptz, s::timestamptz
        from unnest(${sql.param(u.email)}::varchar[], ${sql.param(u.language)}::varchar[], ${sql.param(u.created)}::text[],
          ${sql.param(u.seen)}::text[]) as t(e, l, c, s)
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
      ids.forEach((id, i) => {
        for (const code of memberInterests[i]!) {
          interestProfile.push(id);
          interestCode.push(code);
        }
      });
      if (interestProfile.length > 0) {
        await tx.execute(sql`insert into profile_interests (profile_id, interest)
          select * from unnest(${sql.param(interestProfile)}::int[], ${sql.param(interestCode)}::text[])`);
      }
      const photo = { profile: [] as number[], file: [] as string[], thumb: [] as string[], blur: [] as string[], position: [] as number[] };
      ids.forEach((id, i) => {
        const look = memberLooks[i];
        if (!look) return;
        // Members sharing a look start at different photos of it, so their main photos differ too.
        const first = memberFirstPhoto[i]!;
        const count = weighted(r, PHOTO_COUNTS);
        for (let j = 0; j < count; j++) {
          const image = look.photos[(first + j) % look.photos.length]!;
          photo.profile.push(id);
          photo.file.push(image.filename);
          photo.thumb.push(image.thumbFilename);
          photo.blur.push(image.blurFilename);
          photo.position.push(j);
        }
      });
      if (photo.profile.length > 0) {
        await tx.execute(sql`insert into photos (profile_id, filename, thumb_filename, blur_filename, status, is_main, position)
          select id, f, t, b, 'active', pos = 0, pos
          from unnest(${sql.param(photo.profile)}::int[], ${sql.param(photo.file)}::text[], ${sql.param(photo.thumb)}::text[],
            ${sql.param(photo.blur)}::text[], ${sql.param(photo.position)}::int[]) as x(id, f, t, b, pos)`);
      }
    });
    done += n;
    options.onProgress?.(done);
  }
  return done;
}
