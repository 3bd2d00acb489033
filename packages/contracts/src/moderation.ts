import { z } from 'zod';
import { defineRoute } from './route.js';
import { BodyId, Id, Ok } from './common.js';
import { PhotoStatus, UserStatus } from './enums.js';
import { COMPLAINT_CATEGORIES } from './profiles.js';

// Member lookup, the complaints inbox, warnings, bans (issue 14; decision 051).

export const COMPLAINT_STATUSES = ['open', 'in_progress', 'closed'] as const;
export const ComplaintStatus = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ComplaintStatus>;

/** What a moderator does with a complaint; each closes it (with that outcome) and writes one audit row. */
export const COMPLAINT_ACTIONS = ['dismiss', 'warn', 'hide', 'ban'] as const;
export const ComplaintAction = z.enum(COMPLAINT_ACTIONS);
export type ComplaintAction = z.infer<typeof ComplaintAction>;

export const COMPLAINT_OUTCOMES = ['dismissed', 'warned', 'hidden', 'banned'] as const;
export const ComplaintOutcome = z.enum(COMPLAINT_OUTCOMES);
export type ComplaintOutcome = z.infer<typeof ComplaintOutcome>;

export const ComplaintCategory = z.enum(COMPLAINT_CATEGORIES);
/** What a warning is about: the category of the complaint it came from. */
export const WarningReason = ComplaintCategory;

export const MAX_MODERATION_NOTE = 500;
const Note = z.string().trim().max(MAX_MODERATION_NOTE, 'too_long');

/** A member in one line of a staff list. */
export const MemberLine = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  status: UserStatus,
  fictional: z.boolean(),
  banned: z.boolean(),
  hidden: z.boolean(),
  country: z.string().nullable(),
  created_at: z.string(),
});
export type MemberLine = z.infer<typeof MemberLine>;

export const MEMBER_SEARCH_LIMIT = 50;

export const staffSearchMembers = defineRoute({
  method: 'GET',
  path: '/api/staff-members.php',
  summary: 'Member lookup for moderators and admins: by id, e-mail (or part of it) or profile name; at most 50, exact id and e-mail first.',
  access: 'moderator',
  query: z.object({ q: z.string().trim().min(1, 'required').max(254, 'too_long') }),
  response: z.object({ members: z.array(MemberLine) }),
});

export const ComplaintLine = z.object({
  id: z.number().int(),
  category: ComplaintCategory,
  text: z.string(),
  status: ComplaintStatus,
  outcome: ComplaintOutcome.nullable(),
  reporter: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  /** The address to answer a visitor's complaint (or the reporter's). */
  email: z.string().nullable(),
  reported: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  assignee: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type ComplaintLine = z.infer<typeof ComplaintLine>;

export const MemberView = z.object({
  member: MemberLine.extend({
    role: z.string(),
    language: z.string(),
    city: z.string().nullable(),
    gender: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    about: z.string().nullable(),
    credits: z.number().int(),
    paid_user: z.boolean(),
    invisible: z.boolean(),
    email_confirmed: z.boolean(),
    last_login_at: z.string().nullable(),
    deleted_at: z.string().nullable(),
  }),
  ban: z.object({ banned_at: z.string(), reason: z.string().nullable() }).nullable(),
  hidden_at: z.string().nullable(),
  photos: z.array(z.object({ id: z.number().int(), thumb_url: z.string(), status: PhotoStatus, main: z.boolean() })),
  complaints_about: z.array(ComplaintLine),
  complaints_by: z.array(ComplaintLine),
  warnings: z.array(z.object({ id: z.number().int(), reason: WarningReason, created_at: z.string(), seen_at: z.string().nullable() })),
  payments: z.object({
    paid_count: z.number().int(),
    /** Minor units per currency, of paid payments (refunds not subtracted). */
    paid_totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
    recent: z.array(
      z.object({ id: z.number().int(), status: z.string(), amount: z.number().int(), currency: z.string(), method: z.string().nullable(), credits: z.number().int(), created_at: z.string() }),
    ),
  }),
});
export type MemberView = z.infer<typeof MemberView>;

export const staffGetMember = defineRoute({
  method: 'GET',
  path: '/api/staff-member.php',
  summary: 'One member for moderators and admins: profile, photos, status, complaints about and by them, warnings, recent payments, ban state.',
  access: 'moderator',
  query: z.object({ id: Id }),
  response: MemberView,
});

export const COMPLAINTS_PAGE_SIZE = 50;

export const listComplaints = defineRoute({
  method: 'GET',
  path: '/api/staff-complaints.php',
  summary: 'The complaints inbox by status, oldest first (closed: most recently closed first), and how many have that status.',
  access: 'moderator',
  query: z.object({ status: ComplaintStatus.default('open'), page: z.coerce.number().int().min(1).max(100_000).default(1) }),
  response: z.object({ complaints: z.array(ComplaintLine), total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
});

export const ComplaintView = z.object({
  complaint: ComplaintLine,
  /** The reported member (null for a complaint about the site). */
  reported: MemberLine.nullable(),
  /** The last messages between reporter and reported member, oldest first; null when they have no conversation. */
  conversation: z
    .object({
      id: z.number().int(),
      messages: z.array(z.object({ id: z.number().int(), sender_id: z.number().int(), kind: z.string(), text: z.string(), created_at: z.string() })),
    })
    .nullable(),
});
export type ComplaintView = z.infer<typeof ComplaintView>;

export const getComplaint = defineRoute({
  method: 'GET',
  path: '/api/staff-complaint.php',
  summary: 'One complaint with the reported member and the conversation between reporter and reported member, if any.',
  access: 'moderator',
  query: z.object({ id: Id }),
  response: ComplaintView,
});

export const takeComplaint = defineRoute({
  method: 'POST',
  path: '/api/staff-complaint-take.php',
  summary: 'Assigns an open complaint to oneself (in progress); refused when another moderator has it or it is closed.',
  access: 'moderator',
  body: z.object({ id: BodyId }),
  response: z.object({ complaint: ComplaintLine }),
});

export const actOnComplaint = defineRoute({
  method: 'POST',
  path: '/api/staff-complaint.php',
  summary:
    'Closes a complaint with an action: dismiss; warn (the member sees a warning in the web app); hide the profile (out of search, likes and the swipe game); ban. One audit row, in the same transaction.',
  access: 'moderator',
  body: z.object({ id: BodyId, action: ComplaintAction, note: Note.optional() }),
  response: z.object({ complaint: ComplaintLine }),
});

export const banMember = defineRoute({
  method: 'POST',
  path: '/api/staff-ban.php',
  summary: 'Bans a member (admins): login refused, every session and socket ended, the profile gone; the member is shown the ban page.',
  access: 'admin',
  body: z.object({ id: BodyId, reason: z.string().trim().min(1, 'required').max(MAX_MODERATION_NOTE, 'too_long') }),
  response: Ok,
});

export const unbanMember = defineRoute({
  method: 'POST',
  path: '/api/staff-unban.php',
  summary: 'Lifts a ban (admins): the member can log in again and the profile returns, unless a moderator hid it.',
  access: 'admin',
  body: z.object({ id: BodyId, reason: Note.optional() }),
  response: Ok,
});

export const unhideMember = defineRoute({
  method: 'POST',
  path: '/api/staff-unhide.php',
  summary:
    'Shows a profile a moderator hid again (moderators and admins): back in search, likes and the swipe game, unless the member is banned or not confirmed. One audit row, in the same transaction.',
  access: 'moderator',
  body: z.object({ id: BodyId, reason: Note.optional() }),
  response: Ok,
});

export const MemberWarning = z.object({ id: z.number().int(), reason: WarningReason, created_at: z.string() });

export const getWarnings = defineRoute({
  method: 'GET',
  path: '/api/warnings.php',
  summary: 'The warnings from moderators the member has not acknowledged yet, oldest first.',
  access: 'member',
  response: z.object({ warnings: z.array(MemberWarning) }),
});

export const acknowledgeWarning = defineRoute({
  method: 'POST',
  path: '/api/warnings.php',
  summary: 'The member has read a warning; it is no longer shown.',
  access: 'member',
  body: z.object({ id: BodyId }),
  response: Ok,
});

/** The close code the realtime socket of a banned member gets (other ended sessions get 4401): the web app then shows the ban page. */
export const ACCOUNT_BANNED_CLOSE = { code: 4403, reason: 'account_banned' } as const;
