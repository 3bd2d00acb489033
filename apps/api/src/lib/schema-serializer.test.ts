import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getChats, getConversation, getCredits, getLikes, getMember, getOwnProfile, getSettings, getUser, likeMember, searchMembers, sendMessage } from '@dating/contracts';
import { loadEnv } from '../env.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { addPhotos, createMember } from '../../test/factories.js';

// Production writes answers with serializers compiled from the contracts' JSON schemas (decision 066);
// every other test checks answers with zod. Here the production writer answers real calls, and each
// answer must be exactly what the contract's zod schema makes of it: nothing left out, nothing added.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RESPONSE_SERIALIZER: 'schema' });
});
afterAll(() => t.close());

describe('answers written from the compiled contract schemas', () => {
  it('is what production uses unless RESPONSE_SERIALIZER says otherwise; tests and development check with zod', () => {
    const base = { PUBLIC_URL: 'https://amora.example' };
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).responseSerializer).toBe('schema');
    expect(loadEnv({ ...base, NODE_ENV: 'production', RESPONSE_SERIALIZER: 'zod' }).responseSerializer).toBe('zod');
    expect(loadEnv({ ...base, NODE_ENV: 'test' }).responseSerializer).toBe('zod');
    expect(loadEnv({ ...base, NODE_ENV: 'development' }).responseSerializer).toBe('zod');
  });

  it('writes the member calls exactly as their contracts describe them', async () => {
    const a = await createMember(t.db, { gender: 'male', paid: true, credits: 500, name: 'Sander' });
    const b = await createMember(t.db, { gender: 'female', name: 'Eva' });
    await addPhotos(t.db, b.id, 2);
    const call = async (contract: { response: z.ZodType }, options: { url: string; method?: 'GET' | 'POST'; cookie: string; payload?: object }) => {
      const res = await t.app.inject({
        method: options.method ?? 'GET',
        url: options.url,
        payload: options.payload,
        headers: { cookie: options.cookie, 'sec-fetch-site': 'same-origin', 'accept-language': 'en' },
      });
      expect(res.statusCode, `${options.url}: ${res.body}`).toBe(200);
      const written: unknown = res.json();
      expect(written, options.url).toEqual(contract.response.parse(written));
      return written as Record<string, unknown>;
    };
    await call(sendMessage, { url: '/api/messages.php', method: 'POST', cookie: a.cookie, payload: { profile_id: b.id, body: 'Hoi Eva!' } });
    await call(likeMember, { url: '/api/like.php', method: 'POST', cookie: b.cookie, payload: { profile_id: a.id } });
    const me = await call(getUser, { url: '/api/user.php', cookie: a.cookie });
    expect(me.user).toMatchObject({ id: a.id, paid_user: true, profile: { name: 'Sander' } });
    const chats = await call(getChats, { url: '/api/chats.php', cookie: b.cookie });
    expect(chats.chats).toMatchObject([{ profile: { name: 'Sander' }, num_unread_messages: 1, last_message: { body: 'Hoi Eva!', from_me: false } }]);
    await call(getConversation, { url: `/api/chat.php?profile_id=${a.id}`, cookie: b.cookie });
    const likes = await call(getLikes, { url: '/api/likes.php', cookie: a.cookie });
    expect(likes.liked_by).toMatchObject([{ name: 'Eva' }]);
    // A card with no photo, city or region: `X | null` is written as a nullable X (no branch check per value).
    await createMember(t.db, { gender: 'female', name: 'Noor', city: null, region: null });
    const found = await call(searchMembers, { url: '/api/search.php?gender=female', cookie: a.cookie });
    expect(found.profiles).toMatchObject([
      { name: 'Noor', city: null, region: null, main_image: null },
      { name: 'Eva', city: 'Amsterdam', main_image: { match: expect.any(String), thumb: expect.any(String) } },
    ]);
    expect(me.user).toMatchObject({ profile: { main_image: null } });
    await call(getMember, { url: `/api/member.php?id=${b.id}`, cookie: a.cookie });
    await call(getOwnProfile, { url: '/api/profile.php', cookie: b.cookie });
    await call(getCredits, { url: '/api/credits.php', cookie: a.cookie });
    await call(getSettings, { url: '/api/settings.php', cookie: a.cookie });
  });
});
