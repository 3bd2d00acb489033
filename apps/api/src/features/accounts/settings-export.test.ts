import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember, signUp } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account settings', () => {
  it('switches invisible mode on and off', async () => {
    const { cookie } = await signUp(t.app);
    const on = await t.app.inject({ method: 'PUT', url: '/api/account-settings.php', payload: { invisible: true }, headers: { cookie } });
    expect(on.json().user.invisible).toBe(true);
    const off = await t.app.inject({ method: 'PUT', url: '/api/account-settings.php', payload: { invisible: false }, headers: { cookie } });
    expect(off.json().user.invisible).toBe(false);
    expect((await t.app.inject({ method: 'PUT', url: '/api/account-settings.php', payload: { invisible: 'yes' }, headers: { cookie } })).statusCode).toBe(400);
  });

  it('shows why mail stopped, and mails again when the member asks', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.db.update(users).set({ notificationsDisabled: ['bounce', 'fbl'] }).where(eq(users.id, user.id));
    const me = await t.app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(me.json().user.notifications_disabled).toEqual(['bounce', 'fbl']);
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications-enable.php', headers: { cookie }, payload: {} });
    expect(res.json().user.notifications_disabled).toEqual([]);
  });
});

describe('data export', () => {
  it('hands a member everything held about them as a JSON download, without secrets', async () => {
    const { body, cookie, user } = await signUp(t.app, { tracking: { network: 'net1' } });
    const res = await t.app.inject({ url: '/api/data-export.php', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="amora-data-${user.id}-2026-06-15.json"`);
    const data = res.json();
    expect(data.account).toMatchObject({ id: user.id, email: body.email, credits: 10, status: 'not_confirmed' });
    expect(data.profile).toMatchObject({ name: body.name, date_of_birth: body.date_of_birth, gender: 'female' });
    expect(data.tracking).toMatchObject({ network: 'net1' });
    expect(data.credit_ledger).toEqual([expect.objectContaining({ amount: 10, reason: 'signup_bonus' })]);
    expect(data.mails_sent).toEqual([expect.objectContaining({ purpose: 'activation' })]);
    expect(data.sessions).toHaveLength(1);
    const text = res.body;
    expect(text).not.toMatch(/argon2|password_hash|passwordHash|token_hash|tokenHash/);
  });

  it('includes what the member wrote and did: messages, likes, blocks and complaints', async () => {
    const me = await createMember(t.db, { gender: 'male', credits: 5 });
    const other = await createMember(t.db);
    const blockedOne = await createMember(t.db);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie: me.cookie } });
    expect((await post('/api/messages.php', { profile_id: other.id, body: 'Mijn eigen woorden' })).statusCode).toBe(200);
    expect((await post('/api/like.php', { profile_id: other.id })).statusCode).toBe(200);
    expect((await post('/api/block.php', { profile_id: blockedOne.id })).statusCode).toBe(200);
    const data = (await t.app.inject({ url: '/api/data-export.php', headers: { cookie: me.cookie } })).json();
    expect(data.messages_sent).toEqual([expect.objectContaining({ to_profile_id: other.id, body: 'Mijn eigen woorden', kind: 'text', credits: 1 })]);
    expect(data.likes_given).toEqual([expect.objectContaining({ profile_id: other.id })]);
    expect(data.blocked_members).toEqual([expect.objectContaining({ profile_id: blockedOne.id })]);
    expect(data.complaints_filed).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/data-export.php' })).statusCode).toBe(403);
  });
});
