import type { ProfileCard } from '@dating/contracts';
import { describe, expect, it } from 'vitest';
import type { Likes } from '../api/get-likes';
import { likesOfType, parseLikeType, relationOf, relationState } from './like-relation';
import { matchModalDelayMs } from './match-delay';

const card = (id: number): ProfileCard => ({
  id,
  name: `M${id}`,
  age: 30,
  gender: 'female',
  city: null,
  country: 'NL',
  region: null,
  fictional: false,
  main_image: null,
});
const like = (id: number, like_new = false) => ({ ...card(id), like_new, liked_at: '2026-01-01T00:00:00.000Z' });

const likes: Likes = {
  profiles: [like(1), like(3)],
  liked_by: [like(2, true), like(3)],
  matches: [card(3)],
  new_likes: 1,
  unseen_matches: [],
};

describe('like relation', () => {
  it('tells given, received and mutual likes apart', () => {
    expect(relationState(relationOf(likes, 1))).toBe('liked');
    expect(relationState(relationOf(likes, 2))).toBe('likedMe');
    expect(relationState(relationOf(likes, 3))).toBe('match');
    expect(relationState(relationOf(likes, 4))).toBe('none');
  });

  it('knows whether a received like is new', () => {
    expect(relationOf(likes, 2).isNew).toBe(true);
    expect(relationOf(likes, 3).isNew).toBe(false);
  });

  it('is "none" while the likes are not there (visitor, loading)', () => {
    expect(relationOf(undefined, 1)).toEqual({ liked: false, likedMe: false, match: false, isNew: false });
    expect(relationOf(null, 1).match).toBe(false);
  });
});

describe('likes pages', () => {
  it('reads the type of /likes/{type}, with /likes showing the likes received', () => {
    expect(parseLikeType(undefined)).toBe('received');
    expect(parseLikeType('given')).toBe('given');
    expect(parseLikeType('mutual')).toBe('mutual');
    expect(parseLikeType('m')).toBeNull();
    expect(parseLikeType('Received')).toBeNull();
  });

  it('lists the members of each type', () => {
    expect(likesOfType(likes, 'received').map((p) => p.id)).toEqual([2, 3]);
    expect(likesOfType(likes, 'given').map((p) => p.id)).toEqual([1, 3]);
    expect(likesOfType(likes, 'mutual').map((p) => p.id)).toEqual([3]);
  });
});

describe('match modal delay (query parameter t)', () => {
  it('delays by t seconds', () => {
    expect(matchModalDelayMs('?t=3')).toBe(3000);
    expect(matchModalDelayMs('?a=1&t=0.5')).toBe(500);
  });

  it('ignores a missing, empty, negative or non-numeric t', () => {
    expect(matchModalDelayMs('')).toBe(0);
    expect(matchModalDelayMs('?t=')).toBe(0);
    expect(matchModalDelayMs('?t=-4')).toBe(0);
    expect(matchModalDelayMs('?t=soon')).toBe(0);
  });

  it('caps an absurd delay at ten minutes', () => {
    expect(matchModalDelayMs('?t=999999')).toBe(600_000);
  });
});
