import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from '@/lib/document-title';
import { activityCounts, activityTotal } from './activity-counts';

const likes = (new_likes: number) => ({ profiles: [], liked_by: [], matches: [], new_likes, unseen_matches: [] });

describe('activity counts', () => {
  it('counts the new likes from GET /api/likes.php', () => {
    expect(activityCounts({ likes: likes(3) })).toEqual({ unreadMessages: 0, newLikes: 3 });
  });

  it('counts the unread messages from the chats totals', () => {
    expect(activityCounts({ likes: likes(1), unreadMessages: 120 })).toEqual({ unreadMessages: 120, newLikes: 1 });
  });

  it('counts nothing for a visitor or while the likes load', () => {
    expect(activityCounts({ likes: undefined })).toEqual({ unreadMessages: 0, newLikes: 0 });
    expect(activityCounts({ likes: null })).toEqual({ unreadMessages: 0, newLikes: 0 });
  });

  it('adds unread messages and new likes for the title and the app badge', () => {
    expect(activityTotal({ unreadMessages: 2, newLikes: 3 })).toBe(5);
    const count = activityTotal(activityCounts({ likes: likes(4) }));
    expect(formatDocumentTitle({ siteName: 'Flirt', defaultTitle: 'Flirt', count, title: 'Likes' })).toBe('(4) Likes | Flirt');
    expect(formatDocumentTitle({ siteName: 'Flirt', defaultTitle: 'Flirt', count: 0, title: 'Likes' })).toBe('Likes | Flirt');
  });
});
