import { describe, expect, it } from 'vitest';
import { inMembersArea, modalDelayMs, showTimeBonusModal } from './visibility';

describe('members area', () => {
  it('is members, members/{id}, chats, likes, likes/m/{id} and premium', () => {
    for (const route of ['members', 'member', 'chats', 'likes', 'likesMember', 'premium'] as const) expect(inMembersArea(route)).toBe(true);
  });

  it('is not the credits page, a conversation, the home page or a page without a name', () => {
    for (const route of ['credits', 'chat', 'home', 'likesType'] as const) expect(inMembersArea(route)).toBe(false);
    expect(inMembersArea(null)).toBe(false);
  });
});

describe('time-bonus modal', () => {
  it('waits 40 s in the members area; ?offer-delay= can only shorten that', () => {
    expect(modalDelayMs('')).toBe(40_000);
    expect(modalDelayMs('?offer-delay=500')).toBe(500);
    expect(modalDelayMs('?offer-delay=0')).toBe(0);
    expect(modalDelayMs('?offer-delay=999999')).toBe(40_000);
    expect(modalDelayMs('?offer-delay=-1')).toBe(40_000);
    expect(modalDelayMs('?offer-delay=soon')).toBe(40_000);
    expect(modalDelayMs('?offer-delay=')).toBe(40_000);
  });

  it('shows only with 0 credits, after the wait, and never again once dismissed', () => {
    expect(showTimeBonusModal({ credits: 0, waited: true, dismissedAt: null })).toBe(true);
    expect(showTimeBonusModal({ credits: 1, waited: true, dismissedAt: null })).toBe(false);
    expect(showTimeBonusModal({ credits: 0, waited: false, dismissedAt: null })).toBe(false);
    expect(showTimeBonusModal({ credits: 0, waited: true, dismissedAt: Date.parse('2026-11-23T12:00:00Z') })).toBe(false);
  });
});
