import { z } from 'zod';
import { defineRoute } from './route.js';
import {
  Gender,
  Locale,
  NotificationDisabledReason,
  PhotoStatus,
  ProfileStatus,
  Role,
  Sexuality,
  UserStatus,
} from './enums.js';
import { BodyId, IsoDate, Ok } from './common.js';

export const MainImage = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  status: PhotoStatus,
});

/**
 * What a thin profile lacks (the enrich-profile alert of spec section 4, decision 064): a photo, a few lines
 * about oneself, or where one lives and what one likes. The server decides; the web app only shows it.
 */
export const PROFILE_GAPS = ['photo', 'about', 'details'] as const;
export const ProfileGap = z.enum(PROFILE_GAPS);
export type ProfileGap = z.infer<typeof ProfileGap>;

/** The logged-in member as the web app sees them (spec section 3). */
export const CurrentUser = z.object({
  id: z.number().int(),
  email: z.string(),
  status: UserStatus,
  role: Role,
  credits: z.number().int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  language: Locale,
  fictional_icon: z.string(),
  invisible: z.boolean(),
  notifications_disabled: z.array(NotificationDisabledReason),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    country: z.string().nullable(),
    status: ProfileStatus,
    gender: Gender.nullable(),
    sexuality: Sexuality.nullable(),
    main_image: MainImage.nullable(),
    /** Empty when the profile is complete. */
    missing: z.array(ProfileGap),
  }),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const getUser = defineRoute({
  method: 'GET',
  path: '/api/user.php',
  summary: 'The member of this session, or null for a visitor.',
  access: 'public',
  response: z.object({ user: CurrentUser.nullable() }),
});

export const LoginBody = z.object({
  email: z.string().trim().min(1, 'required').max(254, 'too_long'),
  password: z.string().min(1, 'required').max(1024, 'too_long'),
});

export const login = defineRoute({
  method: 'POST',
  path: '/api/user.php',
  summary: 'Log in with e-mail and password; sets the session cookie.',
  access: 'public',
  body: LoginBody,
  response: z.object({ user: CurrentUser }),
});

export const updateLanguage = defineRoute({
  method: 'PUT',
  path: '/api/user.php',
  summary: 'Save the interface language of the member.',
  access: 'member',
  body: z.object({ language: Locale }),
  response: z.object({ user: CurrentUser }),
});

export const logout = defineRoute({
  method: 'GET',
  path: '/api/logout.php',
  summary: 'End this session: the token is revoked and the cookie cleared.',
  access: 'public',
  sameSiteOnly: true,
  response: Ok,
});

/** Password rules: long enough to resist guessing, short enough to bound hashing cost. */
export const Password = z.string().min(8, 'password_too_short').max(128, 'password_too_long');

export const SignupBody = z.object({
  email: z.string().trim().min(1, 'required').max(254, 'too_long'),
  name: z.string().trim().min(2, 'name_too_short').max(30, 'name_too_long'),
  date_of_birth: IsoDate,
  signup_message: z.string().trim().max(500, 'too_long').optional(),
  password: Password,
  gender: Gender,
  sexuality: Sexuality,
  country: z.string().length(2).optional(),
  language: Locale.optional(),
  accept_terms: z.literal(true, { error: 'accept_terms_required' }),
  accept_privacy: z.literal(true, { error: 'accept_privacy_required' }),
  /** The profile a member-targeted landing page led to (spec section 2). */
  target_profile_id: BodyId.optional(),
  tracking: z
    .object({
      network: z.string().max(100).optional(),
      ref: z.string().max(100).optional(),
      sub1: z.string().max(100).optional(),
      sub2: z.string().max(100).optional(),
      sub3: z.string().max(100).optional(),
    })
    .optional(),
});
export type SignupBody = z.infer<typeof SignupBody>;

export const signup = defineRoute({
  method: 'POST',
  path: '/api/signup.php',
  summary: 'Create an account (status not_confirmed), log it in and send the activation mail.',
  access: 'public',
  body: SignupBody,
  response: z.object({ user: CurrentUser, activation_mail_sent: z.boolean() }),
});

export const checkEmail = defineRoute({
  method: 'POST',
  path: '/api/check-email.php',
  summary: 'Check an e-mail address during signup: syntax, a "did you mean" suggestion, already taken.',
  access: 'public',
  body: z.object({ email: z.string().max(254) }),
  response: z.object({
    valid: z.boolean(),
    available: z.boolean(),
    suggestion: z.string().nullable(),
    message: z.string().nullable(),
  }),
});

export const activate = defineRoute({
  method: 'GET',
  path: '/api/activate.php',
  summary: 'The link in the activation mail: confirms the e-mail and redirects to /activate/done or /activate/error.',
  access: 'public',
  query: z.object({ token: z.string().max(500).optional() }),
  response: z.never(),
});

export const resendActivation = defineRoute({
  method: 'POST',
  path: '/api/activation-mail.php',
  summary: 'Send the activation mail again to a not_confirmed member.',
  access: 'member',
  body: z.object({}).optional(),
  response: Ok,
});
