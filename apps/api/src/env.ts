import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on: this machine only unless told otherwise (0.0.0.0 for every interface). */
  HOST: z.string().default('127.0.0.1'),
  /** PostgreSQL server; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Connections each API process keeps to PostgreSQL (with several processes, they add up). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('.data').transform((dir) => resolve(dir)),
  /** The address members reach the site on; used in links inside e-mails. */
  PUBLIC_URL: z.url().optional(),
  /** SMTP server (smtp://user:pass@host:port); without it mail goes to the local outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Amora <no-reply@amora.example>'),
  /** The development-only outbox page at /dev/outbox (answers requests from this machine only; refused in production). */
  DEV_OUTBOX: bool.optional(),
  WEB_DIST: z.string().default('apps/web/dist').transform((dir) => resolve(dir)),
  /** The built staff console (apps/console), served under /console/. */
  CONSOLE_DIST: z.string().default('apps/console/dist').transform((dir) => resolve(dir)),
  SEED_DEMO: bool.default(true),
  MIGRATE_ON_START: bool.default(true),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Starts every Redis key and channel of this installation, so several installations (or test files) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits and _ . : - only, at most 64')
    .default('amora'),
  /** Addresses or networks (CIDR) of the reverse proxies whose X-Forwarded-* headers count, comma-separated. */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const list = value.split(',').map((item) => item.trim()).filter(Boolean);
      if (list.length === 1 && ['false', '0', 'no'].includes(list[0]!.toLowerCase())) return [];
      if (list.some((item) => ['true', '1', 'yes'].includes(item.toLowerCase()))) {
        ctx.addIssue({
          code: 'custom',
          message: "'true' would let any client choose its own address; list the proxies instead, e.g. TRUST_PROXY=127.0.0.1 or 172.28.0.0/16",
        });
        return z.NEVER;
      }
      const bad = list.filter((item) => !isProxyAddress(item));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `not an address or network (CIDR): ${bad.join(', ')}` });
        return z.NEVER;
      }
      return list;
    }),
  /**
   * How a 200 answer is written: `zod` parses it with its contract first (a wrong answer is a 500),
   * `schema` writes it with a serializer compiled once from the contract's JSON schema (decision 066).
   * Default: schema when NODE_ENV=production, zod otherwise (tests and development check every answer).
   */
  RESPONSE_SERIALIZER: z.enum(['zod', 'schema']).optional(),
  /**
   * API processes on this machine (Node's cluster module: one per core, sharing the port). More than one
   * needs DATABASE_URL and REDIS_URL; DATABASE_POOL_SIZE is then divided among them (decision 066).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Multiplies every rate limit (tests and load tests raise it); 1 in production. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** auto: uploaded photos are shown at once; manual: they wait for an operator. */
  PHOTO_MODERATION: z.enum(['auto', 'manual']).default('auto'),
  /** How long a search's capped count and page starts are reused for the same viewer and filters; 0 turns it off. */
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /** Mollie API key (test_... or live_...); without it payments go to the built-in test provider under /dev/mollie. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]{30,}$/, 'must be a Mollie API key: test_... or live_... (Dashboard, Developers, API keys)')
    .optional(),
  /** allow: run the built-in test payment provider even with NODE_ENV=production (a closed test installation only). */
  TEST_PAYMENT_PROVIDER: z.enum(['allow']).optional(),
  /** CM.com product token (Business Messaging API); without it text messages go to the SMS outbox (/dev/sms), and in production direct debit is unavailable. */
  CM_PRODUCT_TOKEN: z
    .string()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a CM.com product token (a GUID: Gateway, Products, API)')
    .optional(),
  /** CM.com's messaging address; only to point the adapter elsewhere (a test twin). */
  CM_MESSAGING_URL: z.url().optional(),
  /** The sender of text messages: at most 11 letters and digits, or a phone number. */
  SMS_FROM: z
    .string()
    .regex(/^([A-Za-z0-9]{1,11}|\+?[0-9]{3,16})$/, 'at most 11 letters and digits, or a phone number')
    .default('Amora'),
  /**
   * Work the job queue in this process (decision 032): true (with the API), false (send only), or
   * worker (a process that works the queue and serves no API).
   */
  JOBS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'worker'])
    .default('true')
    .transform((v) => (v === 'worker' ? ('worker' as const) : v === 'true' || v === '1' || v === 'yes')),
  /**
   * The shared secret the mail service sends (Authorization: Bearer …) with bounces and spam complaints to
   * POST /api/mail-events.php; without it that call answers 404.
   */
  MAIL_EVENTS_SECRET: z.string().min(24, 'at least 24 characters: a long random string shared with the mail service').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** An IPv4/IPv6 address or a network in CIDR notation (10.0.0.0/8, fd00::/8). */
function isProxyAddress(item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

type Parsed = z.output<typeof EnvSchema>;
/** `DATABASE_POOL_SIZE` -> `databasePoolSize`: the configuration's names in code, derived from the schema's. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}` : Lowercase<S>;
const camelCase = (name: string) => name.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The parsed configuration: every variable of the schema under its camel-case name, plus what is derived. */
export type Env = { [K in keyof Parsed as CamelCase<K & string>]: Parsed[K] } & {
  /** PUBLIC_URL, or http://localhost:$PORT, without a trailing slash. */
  publicUrl: string;
  /** DEV_OUTBOX, or on unless NODE_ENV=production. */
  devOutbox: boolean;
  /** RESPONSE_SERIALIZER, or schema when NODE_ENV=production and zod otherwise. */
  responseSerializer: 'zod' | 'schema';
  /** The variables as given, for handing on to a child process (benchmarks). */
  raw: Record<string, string>;
};

/** Thrown with one line per bad variable, so an operator sees every mistake at once. */
export class EnvError extends Error {}

/** Parses the configuration once, at start-up; nothing else reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.DEV_OUTBOX === true) {
    throw new EnvError(
      'Invalid configuration:\n  DEV_OUTBOX: the development outbox shows sign-in and password-reset links; it cannot be on with NODE_ENV=production',
    );
  }
  if (e.JOBS === 'worker' && !e.DATABASE_URL) {
    throw new EnvError(
      'Invalid configuration:\n  JOBS: worker needs DATABASE_URL; the embedded PGlite belongs to one process, which works the queue itself (JOBS=true)',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && (!e.DATABASE_URL || !e.REDIS_URL || e.JOBS === 'worker')) {
    throw new EnvError(
      'Invalid configuration:\n  WEB_CONCURRENCY: several API processes need DATABASE_URL (the embedded PGlite belongs to one process) and REDIS_URL (chat events and rate limits shared between them), and serve the API (not JOBS=worker)',
    );
  }
  const named = Object.fromEntries(Object.entries(e).map(([key, value]) => [camelCase(key), value])) as Omit<Env, 'publicUrl' | 'devOutbox' | 'responseSerializer' | 'raw'>;
  return {
    ...named,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    devOutbox: e.DEV_OUTBOX ?? e.NODE_ENV !== 'production',
    responseSerializer: e.RESPONSE_SERIALIZER ?? (e.NODE_ENV === 'production' ? 'schema' : 'zod'),
    raw: cleaned,
  };
}
