import { describe, expect, it } from 'vitest';
import { withMessage } from './chat-cache';
import { composerPrices, startTerms } from './prices';

describe('composer prices', () => {
  it('charges a photo message like a text message, and a gift its own price (as the server does)', () => {
    expect(composerPrices({ message_credits: 2, gift_credits: 5 })).toEqual({ message: 2, photo: 2, gift: 5 });
  });
});

describe('starting a conversation', () => {
  it('is nothing extra in an existing conversation or for a paid member', () => {
    expect(startTerms(null, 2)).toEqual({ kind: 'none' });
  });

  it('is free within the free conversations and refused beyond them', () => {
    expect(startTerms(2, 2)).toEqual({ kind: 'free', left: 2, total: 2 });
    expect(startTerms(1, 2)).toEqual({ kind: 'free', left: 1, total: 2 });
    expect(startTerms(0, 2)).toEqual({ kind: 'limit', total: 2 });
  });
});

describe('after the first message', () => {
  it('the conversation exists and starting it says nothing any more', () => {
    const before = {
      conversation: null,
      profile: { id: 9, name: 'Sanne', age: 30, gender: 'female' as const, city: null, country: 'NL', region: null, fictional: false, main_image: null },
      messages: [],
      history_limited: false,
      held_notice: false,
      other_unconfirmed: false,
      free_conversations_left: 2,
    };
    const message = { id: 1, from_me: true, kind: 'text' as const, body: 'Hi', gift: null, photo: null, created_at: '2026-11-22T02:00:00.000Z', read: false, held: false };
    const after = withMessage(before, 4, message);
    expect(after.conversation).toEqual({ id: 4 });
    expect(startTerms(after.free_conversations_left, 2)).toEqual({ kind: 'none' });
  });
});
