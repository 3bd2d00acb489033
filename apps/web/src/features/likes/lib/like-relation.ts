import type { ProfileCard } from '@dating/contracts';
import type { Likes } from '../api/get-likes';

/** How the member and one other member stand: who liked whom. */
export interface LikeRelation {
  /** The member likes them. */
  liked: boolean;
  /** They like the member. */
  likedMe: boolean;
  /** Both: a match. */
  match: boolean;
  /** Their like is one the member has not looked at yet. */
  isNew: boolean;
}

export type RelationState = 'match' | 'liked' | 'likedMe' | 'none';

export function relationOf(likes: Likes | null | undefined, profileId: number): LikeRelation {
  const received = likes?.liked_by.find((like) => like.id === profileId);
  const liked = likes?.profiles.some((like) => like.id === profileId) ?? false;
  const likedMe = received !== undefined;
  const match = (liked && likedMe) || (likes?.matches.some((profile) => profile.id === profileId) ?? false);
  return { liked, likedMe, match, isNew: received?.like_new ?? false };
}

/** The one line that describes a relation. */
export function relationState(relation: LikeRelation): RelationState {
  if (relation.match) return 'match';
  if (relation.liked) return 'liked';
  if (relation.likedMe) return 'likedMe';
  return 'none';
}

/** The three lists of the likes pages (/likes/{type}), in the order of their tabs. */
export const LIKE_TYPES = ['received', 'given', 'mutual'] as const;
export type LikeType = (typeof LIKE_TYPES)[number];

/** The `type` of /likes/{type}; /likes itself opens on the likes received. */
export function parseLikeType(value: string | undefined): LikeType | null {
  if (value === undefined) return 'received';
  return (LIKE_TYPES as readonly string[]).includes(value) ? (value as LikeType) : null;
}

/** A member in one of the lists: matches have no like date or new flag of their own. */
export type LikeListItem = ProfileCard & { like_new?: boolean; liked_at?: string };

/** The members of one list. */
export function likesOfType(likes: Likes, type: LikeType): LikeListItem[] {
  if (type === 'received') return likes.liked_by;
  if (type === 'given') return likes.profiles;
  return likes.matches;
}
