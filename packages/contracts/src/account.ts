import { z } from 'zod';
import { defineRoute } from './route.js';
import { DeleteReason } from './enums.js';
import { Ok } from './common.js';
import { CurrentUser, Password } from './user.js';

const Token = z.string().min(1, 'required').max(500, 'too_long');
const Email = z.string().trim().min(1, 'required').max(254, 'too_long');

export const requestPasswordReset = defineRoute({
  method: 'POST',
  path: '/api/password-reset.php',
  summary: 'Mail a single-use link to set a new password.',
  access: 'public',
  body: z.object({ email: Email }),
  response: Ok,
});

export const checkPasswordReset = defineRoute({
  method: 'GET',
  path: '/api/password-reset.php',
  summary: 'Whether a reset link can still be used (unused and not expired).',
  access: 'public',
  query: z.object({ token: z.string().max(500).optional() }),
  response: z.object({ valid: z.boolean() }),
});

export const resetPassword = defineRoute({
  method: 'PUT',
  path: '/api/password-reset.php',
  summary: 'Set a new password with a reset link; every session of the member ends.',
  access: 'public',
  body: z.object({ token: Token, password: Password, password_repeat: z.string().max(128, 'too_long') }),
  response: Ok,
});

export const changePassword = defineRoute({
  method: 'PUT',
  path: '/api/password.php',
  summary: 'Change the password after checking the old one; other sessions end.',
  access: 'member',
  body: z.object({
    old_password: z.string().min(1, 'required').max(1024, 'too_long'),
    password: Password,
    password_repeat: z.string().max(128, 'too_long'),
  }),
  response: Ok,
});

export const requestEmailChange = defineRoute({
  method: 'POST',
  path: '/api/email-change.php',
  summary: 'Send a confirmation link to a new e-mail address.',
  access: 'member',
  body: z.object({ email: Email, password: z.string().min(1, 'required').max(1024, 'too_long') }),
  response: z.object({ success: z.literal(true), suggestion: z.string().nullable() }),
});

export const confirmEmailChange = defineRoute({
  method: 'PUT',
  path: '/api/email-change.php',
  summary: 'Apply an e-mail change from the link mailed to the new address; the old address is told.',
  access: 'public',
  body: z.object({ token: Token }),
  response: z.object({ email: z.string() }),
});

export const updateAccountSettings = defineRoute({
  method: 'PUT',
  path: '/api/account-settings.php',
  summary: 'Account switches: invisible mode.',
  access: 'member',
  body: z.object({ invisible: z.boolean() }),
  response: z.object({ user: CurrentUser }),
});

export const enableNotifications = defineRoute({
  method: 'POST',
  path: '/api/notifications-enable.php',
  summary: 'Mail again after it was stopped (bounce, spam report, unsubscribe).',
  access: 'member',
  body: z.object({}).optional(),
  response: z.object({ user: CurrentUser }),
});

export const RetentionOffer = z.object({
  code: z.string(),
  percentage: z.number(),
  expires: z.string(),
});

export const acceptRetentionOffer = defineRoute({
  method: 'POST',
  path: '/api/retention-offer.php',
  summary: 'Keep the account and take the delete_discount as a personal discount code.',
  access: 'member',
  body: z.object({}).optional(),
  response: RetentionOffer,
});

export const deleteAccount = defineRoute({
  method: 'POST',
  path: '/api/account-delete.php',
  summary: 'Delete the account now; a mailed link reactivates it within 14 days.',
  access: 'member',
  body: z.object({
    reason: DeleteReason,
    remarks: z.string().trim().max(2000, 'too_long').optional(),
    password: z.string().min(1, 'required').max(1024, 'too_long'),
  }),
  response: z.object({
    redirect_url: z.string().nullable(),
    redirect_seconds: z.number().int(),
    reactivate_until: z.string(),
  }),
});

export const reactivateAccount = defineRoute({
  method: 'GET',
  path: '/api/reactivate.php',
  summary: 'The link in the deletion mail: restores the account within 14 days and redirects to log in.',
  access: 'public',
  query: z.object({ token: z.string().max(500).optional() }),
  response: z.never(),
});

export const exportData = defineRoute({
  method: 'GET',
  path: '/api/data-export.php',
  summary: 'Everything the site holds about the member, as a JSON download (GDPR articles 15 and 20).',
  access: 'member',
  response: z.record(z.string(), z.unknown()),
});
