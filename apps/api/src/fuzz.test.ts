import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from '@dating/contracts';
import { routeContracts, type RouteContract } from '@dating/contracts';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { createMember } from '../test/factories.js';
import { prng } from './seed/random.js';

/**
 * Walks every declared call and sends it at least MIN_INPUTS mutated inputs (huge and negative numbers,
 * 2^31, NUL bytes, wrong types, long strings, unicode, arrays and objects where a scalar belongs ...),
 * as a visitor and as a member (and as an admin for staff calls). Bad input is the caller's mistake:
 * the answer must never be a 5xx, and no answer may show an internal detail (stack, SQL, file path).
 */
const MIN_INPUTS = 200;
const calls = routeContracts(contracts);

const LONG = 'x'.repeat(70_000);
/** The values a field gets instead of a good one. */
const BAD_VALUES: unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  // A valid id nothing has.
  2_000_000_000,
  2 ** 32 + 1,
  2 ** 53,
  2 ** 63,
  1e308,
  -1,
  -(2 ** 31) - 1,
  0,
  1.5,
  'NaN',
  'Infinity',
  '1e400',
  '99999999999999999999999',
  '0x10',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  LONG,
  '𝔘ñíçødé 😀 中文 \u202e',
  '\ud800',
  "'; select pg_sleep(0); --",
  '<script>alert(1)</script>',
  null,
  true,
  false,
  [],
  [1, 2],
  ['\u0000'],
  {},
  { a: 1 },
  { $gt: '' },
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
];

/** What gives an internal detail away in an answer. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat .+\(.*:\d+:\d+\)|\n\s+at /],
  ['file path', /\/(work|home|root|usr|tmp|app)\/[\w.-]+\/|node_modules|file:\/\/|\.(ts|js):\d+/],
  ['SQL', /\b(select .+ from|insert into|update .+ set|delete from)\b|violates|syntax error at|relation "|column "|duplicate key|invalid input syntax|out of range for type/i],
  ['exception name', /\b(TypeError|ReferenceError|RangeError|DrizzleQueryError|ZodError|DatabaseError)\b/],
];

type Def = { type: string; shape?: Record<string, z.ZodType>; options?: z.ZodType[]; innerType?: z.ZodType; in?: z.ZodType; values?: unknown[]; entries?: Record<string, unknown>; element?: z.ZodType };
const defOf = (schema: z.ZodType) => schema._zod.def as Def;

/** A plausible value for a schema: the starting point the mutations change one field of. */
function sample(schema: z.ZodType, otherId: number): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, k.endsWith('id') ? otherId : sample(v, otherId)]));
    case 'union':
      return sample(def.options![0]!, otherId);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return sample(def.innerType!, otherId);
    case 'pipe':
      return sample(def.in!, otherId);
    case 'number':
    case 'int':
      return otherId;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [];
    default:
      return 'abc';
  }
}

/** Every field name of an input schema (all options of a union). */
function fields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'union') return [...new Set(def.options!.flatMap((o) => fields(o)))];
  if (def.innerType) return fields(def.innerType);
  if (def.in) return fields(def.in);
  return [];
}

/** The options of every enum (and literal) field of an input schema: each gets a turn in the base input. */
function choices(schema: z.ZodType | undefined): [string, unknown[]][] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'union') return def.options!.flatMap((o) => choices(o));
  if (def.innerType) return choices(def.innerType);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape ?? {}).flatMap(([name, field]): [string, unknown[]][] => {
    let inner = defOf(field);
    while (inner.innerType) inner = defOf(inner.innerType);
    if (inner.type === 'enum') return [[name, Object.values(inner.entries ?? {})]];
    return [];
  });
}

function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes it would have (invalid UTF-8) instead.
    return '%ED%A0%80';
  }
}

/** A query string; arrays become repeated keys and objects bracketed keys, as a browser form or PHP client would send them. */
function queryString(input: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) parts.push(`${encodeURIComponent(k)}=${encode(item)}`);
    else if (v && typeof v === 'object') for (const [sub, item] of Object.entries(v)) parts.push(`${encodeURIComponent(k)}[${encodeURIComponent(sub)}]=${encode(item)}`);
    else parts.push(`${encodeURIComponent(k)}=${v === null ? '' : encode(v)}`);
  }
  return parts.join('&');
}

interface Input {
  query?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** At least MIN_INPUTS mutated inputs for one call. */
function inputsFor(contract: RouteContract, otherId: number, seed: number): Input[] {
  const isGet = contract.method === 'GET';
  const schema = isGet ? contract.query : (contract.body ?? contract.query);
  const base = (schema ? sample(schema, otherId) : {}) as Record<string, unknown>;
  const names = [...fields(schema), 'host', 'id'];
  const make = (input: Record<string, unknown>, headers?: Record<string, string>): Input =>
    isGet || (!contract.body && contract.query) ? { query: queryString(input), ...(headers && { headers }) } : { payload: input, ...(headers && { headers }) };
  const out: Input[] = [];
  // One field at a time, every bad value.
  for (const name of names) for (const value of BAD_VALUES) out.push(make({ ...base, [name]: value }));
  // Every option of an enum field (swipe: like and pass ...) with an id nothing has, or too big.
  for (const [field, options] of choices(schema)) {
    for (const option of options) for (const name of names) for (const value of [2_000_000_000, 2 ** 31]) out.push(make({ ...base, [field]: option, [name]: value }));
  }
  // The whole input of the wrong shape, raw query strings a parser may choke on, odd headers.
  if (!isGet) for (const value of BAD_VALUES) out.push({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } });
  for (const raw of ['%', '%zz', 'a=%00', 'host=%00', 'host=%00evil', 'id=%C0%80', '&&&', 'a[b][c][d]=1', '__proto__[x]=1', 'constructor[prototype][x]=1']) out.push({ query: raw });
  const odd: Record<string, string>[] = [{ 'accept-language': '\u00e9'.repeat(300) }, { cookie: 'sid=\u00e9; lang=zz' }, { cookie: `sid=${LONG.slice(0, 4000)}` }, { 'x-forwarded-for': 'not-an-ip' }, { host: 'a'.repeat(250) }];
  for (const headers of odd) {
    out.push(make(base, headers));
  }
  // Then several fields at once, chosen at random, until there are enough.
  // Seeded, so a failure can be reproduced.
  const next = prng(seed);
  const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)]!;
  while (out.length < MIN_INPUTS) {
    const input = { ...base };
    for (let i = 0, n = 1 + Math.floor(next() * 3); i < n; i++) input[pick(names)] = pick(BAD_VALUES);
    out.push(make(input));
  }
  return out;
}

describe('fuzzed input', () => {
  let t: TestApp;
  let otherId: number;
  beforeAll(async () => {
    t = await createTestApp();
    otherId = (await createMember(t.db, { credits: 1000 })).id;
  });
  afterAll(async () => t.close());

  for (const actor of ['visitor', 'member', 'admin'] as const) {
    // Every call of every contract, at least 200 inputs each: the count grows with the API (the console alone added
    // some forty calls this session), so the limit is generous; the test is about answers, not speed.
    it(`answers no 5xx and shows no internals to a ${actor}, on every call`, { timeout: 300_000 }, async () => {
      const failures: string[] = [];
      let sent = 0;
      let seed = 1;
      // A variant (`?push=1`) keeps its parameter beside the fuzzed query.
      const urlOf = (contract: (typeof calls)[number][1], query?: string) => {
        const parts = [contract.variant && `${contract.variant}=1`, query].filter(Boolean);
        return parts.length > 0 ? `${contract.path}?${parts.join('&')}` : contract.path;
      };
      for (const [name, contract] of calls) {
        // The admin only adds the staff calls: the others it calls like a member.
        if (actor === 'admin' && (contract.access === 'public' || contract.access === 'member')) continue;
        const fresh = async () => (actor === 'visitor' ? undefined : (await createMember(t.db, { role: actor, credits: 1000 })).cookie);
        let cookie = await fresh();
        const inputs = inputsFor(contract, otherId, seed++);
        // A few at a time: the calls share one database, like concurrent clients.
        for (let i = 0; i < inputs.length; i += 8) {
          const batch = inputs.slice(i, i + 8);
          const answers = await Promise.all(
            batch.map((input) =>
              t.app.inject({
                method: contract.method,
                url: urlOf(contract, input.query),
                headers: { 'x-request-type': 'client', ...(cookie && { cookie }), ...input.headers },
                ...(contract.method !== 'GET' && { payload: (input.payload ?? {}) as string }),
              }),
            ),
          );
          sent += batch.length;
          answers.forEach((res, j) => {
            const where = `${actor} ${name} (${contract.method} ${contract.path}) ${JSON.stringify(batch[j]).slice(0, 200)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
            if (res.statusCode >= 500) failures.push(where);
            for (const [what, pattern] of LEAKS) if (pattern.test(res.body)) failures.push(`${what} in ${where}`);
          });
          // Logout, deletion and the like end the session: carry on with a new member.
          if (actor !== 'visitor' && answers.some((res) => res.statusCode === 403 && res.body.includes('"code":"authentication_required"'))) cookie = await fresh();
        }
      }
      const staffCalls = calls.filter(([, c]) => c.access !== 'public' && c.access !== 'member').length;
      expect(sent).toBeGreaterThanOrEqual(MIN_INPUTS * (actor === 'admin' ? staffCalls : calls.length));
      expect(failures.slice(0, 30), `${failures.length} bad answers of ${sent} requests`).toEqual([]);
    });
  }
});
