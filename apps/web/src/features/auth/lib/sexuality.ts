import type { Gender, Sexuality } from '@dating/contracts';

/** Who the member wants to meet, as asked in the first signup step. */
export const LOOKING_FOR = ['men', 'women', 'both'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];

/**
 * The sexuality stored for "I am a … looking for …":
 * man + women and woman + men are hetero, man + men is gay, woman + women is lesbian,
 * and looking for both is bi.
 */
export function deriveSexuality(gender: Gender, lookingFor: LookingFor): Sexuality {
  if (lookingFor === 'both') return 'bi';
  const seeksOwnGender = (gender === 'male') === (lookingFor === 'men');
  if (!seeksOwnGender) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/** The opposite direction, to prefill the form from a stored profile. */
export function lookingForOf(gender: Gender, sexuality: Sexuality): LookingFor {
  if (sexuality === 'bi') return 'both';
  const own: LookingFor = gender === 'male' ? 'men' : 'women';
  const other: LookingFor = gender === 'male' ? 'women' : 'men';
  return sexuality === 'hetero' ? other : own;
}
