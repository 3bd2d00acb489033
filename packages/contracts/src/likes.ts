import { z } from 'zod';
import { defineRoute } from './route.js';
import { BodyId } from './common.js';
import { MATCH_FINDER_AGES, MATCH_FINDER_APPEARANCES, MATCH_FINDER_RACES } from './enums.js';
import { ProfileCard } from './profiles.js';

/** A member in a likes list, with whether the like is new to the viewer. */
export const LikeItem = ProfileCard.extend({ like_new: z.boolean(), liked_at: z.string() });

export const getLikes = defineRoute({
  method: 'GET',
  path: '/api/likes.php',
  summary: 'Likes given (profiles) and received (liked_by, with like_new), and the mutual ones (matches).',
  access: 'member',
  response: z.object({
    profiles: z.array(LikeItem),
    liked_by: z.array(LikeItem),
    matches: z.array(ProfileCard),
    new_likes: z.number().int(),
    /** Matches the member has not been shown yet (the 'New like!' modal). */
    unseen_matches: z.array(ProfileCard),
  }),
});

const ProfileRef = z.object({ profile_id: BodyId });

export const likeMember = defineRoute({
  method: 'POST',
  path: '/api/like.php',
  summary: 'Like a member; answers whether this like made a match.',
  access: 'member',
  body: ProfileRef,
  response: z.object({ match: z.boolean() }),
});

export const unlikeMember = defineRoute({
  method: 'DELETE',
  path: '/api/like.php',
  summary: 'Take a like back (a match it made ends too).',
  access: 'member',
  body: ProfileRef,
  response: z.object({ success: z.literal(true) }),
});

export const markMatchSeen = defineRoute({
  method: 'PUT',
  path: '/api/like.php',
  summary: 'The member was shown the match with this profile.',
  access: 'member',
  body: ProfileRef.extend({ match_seen: z.literal(true) }),
  response: z.object({ success: z.literal(true) }),
});

export const autoLike = defineRoute({
  method: 'GET',
  path: '/api/auto-like.php',
  summary: 'A fictional chat-pal profile that fits the member likes them (at most once a day); the web app reloads likes 500 ms later.',
  access: 'member',
  sameSiteOnly: true,
  response: z.object({
    profile: z
      .object({ id: z.number().int(), name: z.string(), fictional: z.literal(true), main_image: z.object({ match: z.string() }).nullable() })
      .nullable(),
  }),
});

export const SwipeState = z.object({
  candidates: z.array(ProfileCard),
  likes_left: z.number().int(),
  /** Seconds until the next like is allowed (the member's midnight), when none are left. */
  next_allowance_in: z.number().int().nullable(),
});

export const getSwipe = defineRoute({
  method: 'GET',
  path: '/api/swipe.php',
  summary: 'Cards for the swipe game and the likes left today.',
  access: 'member',
  response: SwipeState,
});

export const swipe = defineRoute({
  method: 'POST',
  path: '/api/swipe.php',
  summary: 'Like or pass a card; at most 4 likes a day, counted in the member’s own time zone.',
  access: 'member',
  body: ProfileRef.extend({ action: z.enum(['like', 'pass']) }),
  response: z.object({ match: z.boolean(), likes_left: z.number().int(), next_allowance_in: z.number().int().nullable() }),
});

export const matchFinder = defineRoute({
  method: 'GET',
  path: '/api/match-finder.php',
  summary: 'Suggested members for the match finder choices.',
  access: 'public',
  query: z.object({
    age: z.enum(MATCH_FINDER_AGES),
    appearance: z.enum(MATCH_FINDER_APPEARANCES),
    race: z.enum(MATCH_FINDER_RACES).optional(),
    gender: z.enum(['male', 'female']).optional(),
  }),
  response: z.object({ profiles: z.array(ProfileCard) }),
});
