import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages';
import { mayOpen, navFor } from './navigation';

describe('navigation by role', () => {
  it('shows the audit log and the operators\' figures to admins only, the chat-pal queue to operators and admins, photo moderation, complaints and members to moderators and admins, campaigns, the chat-pal profiles, codes, packages, settings, credits, payments and staff to admins', () => {
    expect(navFor('admin').map((i) => i.label)).toEqual(['overview', 'queue', 'figures', 'audit', 'photos', 'campaigns', 'fictional', 'codes', 'packages', 'settings', 'credits', 'payments', 'staff', 'complaints', 'members']);
    expect(mayOpen('operator', '/codes') || mayOpen('moderator', '/settings')).toBe(false);
    expect(navFor('operator').map((i) => i.label)).toEqual(['overview', 'queue']);
    expect(navFor('moderator').map((i) => i.label)).toEqual(['overview', 'photos', 'complaints', 'members']);
    expect(mayOpen('operator', '/members')).toBe(false);
    expect(mayOpen('operator', '/complaints')).toBe(false);
    expect(mayOpen('moderator', '/queue')).toBe(false);
    expect(mayOpen('moderator', '/audit')).toBe(false);
    expect(mayOpen('operator', '/photos')).toBe(false);
    expect(mayOpen('admin', '/audit')).toBe(true);
    expect(mayOpen('moderator', '/campaigns')).toBe(false);
    expect(mayOpen('admin', '/fictional')).toBe(true);
    expect(mayOpen('operator', '/fictional')).toBe(false);
    expect(mayOpen('moderator', '/fictional')).toBe(false);
    expect(mayOpen('operator', '/credits') || mayOpen('moderator', '/payments')).toBe(false);
  });
});

describe('the console language', () => {
  it('keeps a stored choice, else takes the browser language it speaks, else English', () => {
    expect(pickLanguage('de', ['nl-NL'])).toBe('de');
    expect(pickLanguage(null, ['fr-FR', 'nl-BE'])).toBe('nl');
    expect(pickLanguage('pl', ['pl-PL', 'fr'])).toBe('en');
  });
});
