import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations, messages, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { APP_JOBS } from '../../jobs/definitions.js';
import { activationReminderDue, sendActivationReminders, sendUnreadReminders } from './reminders.service.js';

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_EVENTS_SECRET: 'mail-events-secret-0123456789abcdef' });
});
afterAll(() => t.close());

const emailOf = async (id: number) => (await t.db.select({ e: users.email }).from(users).where(eq(users.id, id)))[0]!.e;
const mailsTo = async (id: number) => {
  const address = await emailOf(id);
  return (await t.outbox.list()).filter((m) => m.to === address);
};
/** A member who signed up `hoursAgo` before the test clock's now. */
async function signedUp(hoursAgo: number, options: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t.db, { status: 'not_confirmed', ...options });
  await t.db.update(users).set({ createdAt: new Date(t.clock.now().getTime() - hoursAgo * HOUR) }).where(eq(users.id, member.id));
  return member;
}

describe('activation reminders', () => {
  it('are due a day after signup and again after four days, never from the seventh day on', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
    expect(activationReminderDue(ago(23.9), now)).toBeNull();
    expect(activationReminderDue(ago(24), now)).toBe('1');
    expect(activationReminderDue(ago(95.9), now)).toBe('1');
    expect(activationReminderDue(ago(96), now)).toBe('2');
    expect(activationReminderDue(ago(24 * 7), now)).toBeNull();
  });

  it('mail an unconfirmed member once per step, in their language, with a working link and the unsubscribe headers', async () => {
    const early = await signedUp(23);
    const member = await signedUp(25, { language: 'de' });
    const confirmed = await createMember(t.db);
    await t.db.update(users).set({ createdAt: new Date(t.clock.now().getTime() - 25 * HOUR) }).where(eq(users.id, confirmed.id));

    await sendActivationReminders(t.app, t.clock.now());
    expect(await mailsTo(early.id)).toHaveLength(0);
    expect(await mailsTo(confirmed.id)).toHaveLength(0);
    const [mail] = await mailsTo(member.id);
    expect(mail?.subject).toMatch(/^Erinnerung: Bestätige deine E-Mail-Adresse/);
    expect(mail?.listUnsubscribe).toMatch(/^<http:\/\/amora\.test\/api\/unsubscribe\.php\?token=\d+\.[A-Za-z0-9_-]{32}>$/);
    expect(mail?.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain('http://amora.test/benachrichtigungen');

    // Run again (another worker, the next quarter hour): nothing more.
    await sendActivationReminders(t.app, t.clock.now());
    expect(await mailsTo(member.id)).toHaveLength(1);

    // The link in the reminder activates the account.
    const link = /http:\/\/amora\.test(\/api\/activate\.php\?token=[^\s"]+)/.exec(mail!.text)![1]!;
    expect((await t.app.inject({ url: link })).statusCode).toBe(302);
    expect((await t.db.select({ s: users.status }).from(users).where(eq(users.id, member.id)))[0]!.s).toBe('active');
    t.clock.advanceDays(4);
    await sendActivationReminders(t.app, t.clock.now());
    expect(await mailsTo(member.id)).toHaveLength(1);
    t.clock.advanceDays(-4);
  });

  it('send the second reminder after four days, and none to a member who switched reminders off or whose mail bounced', async () => {
    const member = await signedUp(25);
    const optedOut = await signedUp(25);
    const bounced = await signedUp(25);
    await t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { cookie: optedOut.cookie }, payload: { preferences: [{ type: 'reminders', email: false, push: true }] } });
    await t.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: { authorization: 'Bearer mail-events-secret-0123456789abcdef' },
      payload: { events: [{ type: 'bounce', email: await emailOf(bounced.id) }] },
    });
    await sendActivationReminders(t.app, t.clock.now());
    t.clock.advanceDays(3);
    await sendActivationReminders(t.app, t.clock.now());
    expect(await mailsTo(member.id)).toHaveLength(2);
    expect(await mailsTo(optedOut.id)).toHaveLength(0);
    expect(await mailsTo(bounced.id)).toHaveLength(0);
    t.clock.advanceDays(-3);
  });
});

describe('unread-message reminders', () => {
  async function unreadFor(recipient: { id: number }, hoursAgo: number) {
    const sender = await createMember(t.db);
    const [a, b] = [sender.id, recipient.id].sort((x, y) => x - y) as [number, number];
    const at = new Date(t.clock.now().getTime() - hoursAgo * HOUR);
    const [conversation] = await t.db
      .insert(conversations)
      .values({ memberA: a, memberB: b, createdAt: at, lastMessageAt: at })
      .onConflictDoUpdate({ target: [conversations.memberA, conversations.memberB], set: { lastMessageAt: at } })
      .returning();
    await t.db.insert(messages).values({ conversationId: conversation!.id, senderId: sender.id, recipientId: recipient.id, body: 'Hoi!', createdAt: at });
  }

  it('remind once for messages unread for a day, counting them, and again only for newer ones after three days', async () => {
    const member = await createMember(t.db, { language: 'en' });
    const fresh = await createMember(t.db);
    await unreadFor(member, 30);
    await unreadFor(member, 26);
    await unreadFor(fresh, 2);

    await sendUnreadReminders(t.app, t.clock.now());
    await sendUnreadReminders(t.app, t.clock.now());
    const mails = await mailsTo(member.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have 2 unread messages on Amora');
    expect(mails[0]!.text).toContain('http://amora.test/chats');
    expect(mails[0]!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(fresh.id)).toHaveLength(0);

    // Still unread four days later, nothing new: no second reminder for the same messages.
    t.clock.advanceDays(4);
    await sendUnreadReminders(t.app, t.clock.now());
    expect(await mailsTo(member.id)).toHaveLength(1);
    // A newer message, unread for a day: a new reminder.
    await unreadFor(member, 25);
    await sendUnreadReminders(t.app, t.clock.now());
    expect(await mailsTo(member.id)).toHaveLength(2);
    t.clock.advanceDays(-4);
  });

  it('skip a member who turned these reminders off, or who read the messages', async () => {
    const optedOut = await createMember(t.db);
    const reader = await createMember(t.db);
    await t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { cookie: optedOut.cookie }, payload: { preferences: [{ type: 'unread_message_reminders', email: false, push: false }] } });
    await unreadFor(optedOut, 30);
    await unreadFor(reader, 30);
    await t.db.update(messages).set({ readAt: t.clock.now() }).where(eq(messages.recipientId, reader.id));
    await sendUnreadReminders(t.app, t.clock.now());
    expect(await mailsTo(optedOut.id)).toHaveLength(0);
    expect(await mailsTo(reader.id)).toHaveLength(0);
  });

  it('run from the job queue every quarter of an hour', () => {
    expect(APP_JOBS['send-reminders'].cron).toBe('*/15 * * * *');
  });
});
