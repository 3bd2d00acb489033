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

export const StaffUser = z.object({ id: z.number().int(), email: z.string(), role: StaffRole });
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
