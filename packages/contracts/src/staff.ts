import { z } from 'zod';
import { defineRoute } from './route.js';
import { Ok } from './common.js';

/** Staff sessions (decision 040): 12 hours at most, ended after 30 minutes without a call; 10 minutes for the second factor. */
export const STAFF_SESSION_HOURS = 12;
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_CHALLENGE_MINUTES = 10;
/** Recovery codes handed out at enrolment; each works once. */
export const STAFF_RECOVERY_CODE_COUNT = 10;

export const STAFF_ROLES = ['operator', 'moderator', 'admin'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/** The console's languages (issue 14: English plus Dutch and German); a staff account keeps its own. */
export const CONSOLE_LANGUAGES = ['en', 'nl', 'de'] as const;
export const ConsoleLanguage = z.enum(CONSOLE_LANGUAGES);
export type ConsoleLanguage = z.infer<typeof ConsoleLanguage>;

/** A staff account's console language; an older account keeps the members' default (nl) until it chooses, anything else reads English. */
export function consoleLanguage(language: string): ConsoleLanguage {
  return CONSOLE_LANGUAGES.find((l) => l === language) ?? 'en';
}

export const StaffUser = z.object({ id: z.number().int(), email: z.string(), role: StaffRole, name: z.string().nullable(), language: ConsoleLanguage });
export type StaffUser = z.infer<typeof StaffUser>;

export const staffLogin = defineRoute({
  method: 'POST',
  path: '/api/staff-login.php',
  summary:
    'Console sign-in, step 1: e-mail and password of a staff account. Sets the staff cookie for step 2; answers whether a code is asked or the second factor must be enrolled first (then with its secret).',
  access: 'public',
  body: z.object({
    email: z.string().trim().min(1, 'required').max(254, 'too_long'),
    password: z.string().min(1, 'required').max(128, 'too_long'),
  }),
  response: z.object({
    next: z.enum(['code', 'enrol']),
    /** Only with next=enrol: the new TOTP secret, as base32 text and as an otpauth:// URI for authenticator apps. */
    enrolment: z.object({ secret: z.string(), uri: z.string() }).optional(),
  }),
});

export const staffVerify = defineRoute({
  method: 'POST',
  path: '/api/staff-totp.php',
  summary:
    'Console sign-in, step 2: the 6-digit code of the authenticator app (each code once) or a recovery code (each once). The first code confirms the enrolment and answers the recovery codes, shown this once.',
  access: 'public',
  body: z
    .object({
      code: z.string().trim().regex(/^\d{6}$/, 'invalid_code').optional(),
      recovery_code: z.string().trim().min(1, 'required').max(40, 'too_long').optional(),
    })
    .refine((b) => (b.code === undefined) !== (b.recovery_code === undefined), { message: 'required', path: ['code'] }),
  response: z.object({ staff: StaffUser, recovery_codes: z.array(z.string()).optional() }),
});

export const getStaffSession = defineRoute({
  method: 'GET',
  path: '/api/staff-session.php',
  summary: 'The staff member of this console session, or null (no session, expired, idle too long or still waiting for the code).',
  access: 'public',
  response: z.object({ staff: StaffUser.nullable() }),
});

export const staffLogout = defineRoute({
  method: 'POST',
  path: '/api/staff-logout.php',
  summary: 'Ends the console session (revoked on the server) and clears its cookie.',
  access: 'public',
  response: Ok,
});

export const AuditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int().nullable(), email: z.string(), role: z.string() }),
  action: z.string(),
  record_type: z.string().nullable(),
  record_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AUDIT_PAGE_SIZE = 50;

export const getAuditLog = defineRoute({
  method: 'GET',
  path: '/api/staff-audit.php',
  summary: 'The audit log of staff actions, newest first (admins only); filter by actor, action and record.',
  access: 'admin',
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
    actor: z.string().trim().max(254, 'too_long').optional(),
    action: z.string().trim().max(60, 'too_long').optional(),
    record_type: z.string().trim().max(40, 'too_long').optional(),
    record_id: z.string().trim().max(100, 'too_long').optional(),
  }),
  response: z.object({ entries: z.array(AuditEntry), total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
});

/** How long a staff account's setup link works (decision 052). */
export const STAFF_SETUP_HOURS = 72;

/** A staff account as admins manage it. */
export const StaffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: StaffRole,
  language: ConsoleLanguage,
  /** disabled: cannot sign in; its sessions were ended. */
  status: z.enum(['active', 'disabled']),
  /** Whether the second factor is enrolled (confirmed by a first code). */
  second_factor: z.boolean(),
  /** An unused, unexpired setup link exists (the password is not set through it yet). */
  setup_pending: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

/** A new setup link: the whole address, shown to the admin once (only its hash is kept). */
const SetupLink = z.object({ url: z.string(), expires_at: z.string() });

export const listStaffAccounts = defineRoute({
  method: 'GET',
  path: '/api/staff-accounts.php',
  summary: 'Admins: every staff account (operators, moderators, admins), by e-mail address.',
  access: 'admin',
  response: z.object({ staff: z.array(StaffAccount) }),
});

export const createStaffAccount = defineRoute({
  method: 'POST',
  path: '/api/staff-accounts.php',
  summary:
    'Admins: a new staff account with a role and a console language. Answers a one-time setup link (shown once) for the admin to hand over: it sets the password; the second factor is enrolled at the first sign-in.',
  access: 'admin',
  body: z.object({
    email: z.string().trim().toLowerCase().min(1, 'required').max(254, 'too_long').email('email_invalid'),
    name: z.string().trim().min(1, 'required').max(60, 'too_long'),
    role: StaffRole,
    language: ConsoleLanguage,
  }),
  response: z.object({ staff: StaffAccount, setup_link: SetupLink }),
  idempotent: true,
});

export const updateStaffAccount = defineRoute({
  method: 'POST',
  path: '/api/staff-account.php',
  summary:
    "Admins: one change to a staff account: its role, disable (ends its console sessions) or enable, reset its second factor (enrolled again at the next sign-in; its sessions end), or a new setup link (voids the older one). An admin cannot disable themself; the last active admin stays an admin (409 staff_last_admin).",
  access: 'admin',
  body: z.object({
    id: z.coerce.number().int().positive(),
    change: z.discriminatedUnion('action', [
      z.object({ action: z.literal('role'), role: StaffRole }),
      z.object({ action: z.literal('disable') }),
      z.object({ action: z.literal('enable') }),
      z.object({ action: z.literal('reset_second_factor') }),
      z.object({ action: z.literal('setup_link') }),
    ]),
  }),
  response: z.object({ staff: StaffAccount, setup_link: SetupLink.optional() }),
});

const setupToken = z.string().trim().regex(/^[A-Za-z0-9_-]{20,100}$/, 'invalid');

export const getStaffSetup = defineRoute({
  method: 'GET',
  path: '/api/staff-setup.php',
  summary: "The staff account a setup link is for (e-mail and name), while the link is unused and unexpired (else 410 reset_link_expired).",
  access: 'public',
  query: z.object({ token: setupToken }),
  response: z.object({ email: z.string(), name: z.string().nullable() }),
});

export const postStaffSetup = defineRoute({
  method: 'POST',
  path: '/api/staff-setup.php',
  summary: "Sets a staff account's password through its setup link (once); the staff member then signs in and enrols the second factor.",
  access: 'public',
  body: z.object({ token: setupToken, password: z.string().min(10, 'staff_password_too_short').max(128, 'password_too_long') }),
  response: Ok,
});

export const setStaffLanguage = defineRoute({
  method: 'POST',
  path: '/api/staff-language.php',
  summary: "The signed-in staff member's console language (en, nl, de): the console's texts and the API's error messages for them.",
  access: 'public',
  body: z.object({ language: ConsoleLanguage }),
  response: z.object({ staff: StaffUser }),
});
