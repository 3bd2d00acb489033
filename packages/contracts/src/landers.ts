import { z } from 'zod';
import { defineRoute } from './route.js';
import { Country } from './enums.js';
import { ProfileCard } from './profiles.js';
import { SEARCH_BOUNDS } from './search.js';

/** The eleven landers of spec section 2 (decision 056); each takes an optional slug. */
export const LANDERS = [
  'adultonly', 'tinderswipe', 'whoneedsstrings', 'alonetonight', 'collagelanding', 'gallery', 'iconslanding',
  'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video',
] as const;
export type Lander = (typeof LANDERS)[number];

/** A campaign short link's token (the `{token}` route): lower-case letters and digits, 4 to 32. */
export const CAMPAIGN_TOKEN_PATTERN = /^[a-z0-9]{4,32}$/;

export const LANDER_MEMBERS_MAX = 24;

export const landerMembers = defineRoute({
  method: 'GET',
  path: '/api/lander-members.php',
  summary:
    "A few findable members for a lander's showcase (gallery, collage, map, swipe demo): those of the given country and region first, then the visitor's country, then others; most recently logged in first. Cards only (main photo, name, age, place, fictional marking).",
  access: 'public',
  query: z.object({
    country: Country.optional(),
    region: z.string().max(SEARCH_BOUNDS.regionLength).optional(),
    count: z.coerce.number().int().min(1).max(LANDER_MEMBERS_MAX).default(12),
  }),
  response: z.object({ profiles: z.array(ProfileCard) }),
});
