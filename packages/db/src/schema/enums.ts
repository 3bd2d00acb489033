import { pgEnum } from 'drizzle-orm/pg-core';
import {
  BODY_TYPES,
  DELETE_REASONS,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  PHOTO_STATUSES,
  PROFILE_STATUSES,
  RELATIONSHIP_STATUSES,
  ROLES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOOS,
  USER_STATUSES,
} from '@dating/contracts';

export const userStatus = pgEnum('user_status', USER_STATUSES);
export const role = pgEnum('role', ROLES);
export const profileStatus = pgEnum('profile_status', PROFILE_STATUSES);
export const gender = pgEnum('gender', GENDERS);
export const sexuality = pgEnum('sexuality', SEXUALITIES);
export const hairColour = pgEnum('hair_colour', HAIR_COLOURS);
export const eyeColour = pgEnum('eye_colour', EYE_COLOURS);
export const bodyType = pgEnum('body_type', BODY_TYPES);
export const relationshipStatus = pgEnum('relationship_status', RELATIONSHIP_STATUSES);
export const tattoos = pgEnum('tattoos', TATTOOS);
export const signupReason = pgEnum('signup_reason', SIGNUP_REASONS);
export const photoStatus = pgEnum('photo_status', PHOTO_STATUSES);
export const deleteReason = pgEnum('delete_reason', DELETE_REASONS);
export const mailTokenPurpose = pgEnum('mail_token_purpose', [
  'activation',
  'password_reset',
  'email_change',
  'reactivation',
]);
export const creditReason = pgEnum('credit_reason', [
  'signup_bonus',
  'purchase',
  'message',
  'gift',
  'photo_unlock',
  'refund',
  'adjustment',
]);
