// Values and functions without zod. The web app's production build takes the contracts from
// generated/client.js (route paths and methods, data, and the functions of this module), so a
// function the site needs lives here, not beside the schemas (decision 069).
import type { Gender, Sexuality } from './enums.js';
import type { SearchGender } from './search.js';

/**
 * The price after a discount, in minor units: rounded half up to the cent, never below 1. The server
 * charges exactly this and the web app shows exactly this.
 */
export function discountedPrice(price: number, percentage: number): number {
  return Math.max(1, Math.round((price * (100 - percentage)) / 100));
}

/**
 * Whom a member looks for, from their own gender and sexuality: hetero the other gender, gay and
 * lesbian their own, bi (or a profile without either) anyone. The search's default, on the server
 * and in the search form alike.
 */
export function soughtGender(gender: Gender | null, sexuality: Sexuality | null): SearchGender {
  if (!gender || !sexuality || sexuality === 'bi') return 'any';
  if (sexuality === 'hetero') return gender === 'male' ? 'female' : 'male';
  return gender;
}

/** Largest upload the server takes, in bytes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);

export type PhotoFileProblem = 'notImage' | 'tooLarge' | 'empty';

/** What is wrong with a chosen file before it is sent (member site and console); the server checks the content again. */
export function checkPhotoFile(file: { type: string; size: number }): PhotoFileProblem | null {
  if (file.size === 0) return 'empty';
  // Some systems give HEIC files no type; let the server decide about those.
  if (file.type && !file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return null;
}
