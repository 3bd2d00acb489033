import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { likes, profiles, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { APP_JOBS } from '../../jobs/definitions.js';
import { isoWeek, sendWeeklyUpdates } from './weekly-update.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = async (id: number) => {
  const [{ e }] = (await t.db.select({ e: users.email }).from(users).where(eq(users.id, id))) as [{ e: string }];
  return (await t.outbox.list()).filter((m) => m.to === e);
};
const optIn = (cookie: string, email = true) =>
  t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { cookie }, payload: { preferences: [{ type: 'weekly_updates', email, push: false }] } });
/** A profile created `days` before the test clock's now, in Utrecht. */
async function joined(days: number, fictional = false) {
  const m = await createMember(t.db, { region: 'NL-UT', fictional });
  await t.db.update(profiles).set({ createdAt: new Date(t.clock.now().getTime() - days * 86_400_000) }).where(eq(profiles.id, m.id));
  return m;
}

describe('the weekly update', () => {
  it('names the ISO week', () => {
    expect(isoWeek(new Date('2026-11-23T08:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2027-01-01T08:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2026-01-01T08:00:00Z'))).toBe('2026-W01');
  });

  it('goes only to members who switched it on, once a week, with real new members of their region, new likes and unread messages', async () => {
    const reader = await createMember(t.db, { region: 'NL-UT', language: 'en' });
    const notOptedIn = await createMember(t.db, { region: 'NL-UT' });
    const switchedOff = await createMember(t.db, { region: 'NL-UT' });
    // These three have been members for a month: not new this week.
    for (const { id } of [reader, notOptedIn, switchedOff]) {
      await t.db.update(profiles).set({ createdAt: new Date(t.clock.now().getTime() - 30 * 86_400_000) }).where(eq(profiles.id, id));
    }
    await optIn(reader.cookie);
    await optIn(switchedOff.cookie, false);
    await joined(2);
    await joined(3);
    await joined(1, true); // a chat-pal profile does not count as a new member
    await joined(9); // last week's
    const admirer = await createMember(t.db, { region: 'NL-NH' });
    await t.db.insert(likes).values({ likerId: admirer.id, likedId: reader.id, createdAt: t.clock.now() });

    await sendWeeklyUpdates(t.app, t.clock.now());
    await sendWeeklyUpdates(t.app, t.clock.now());
    const mails = await mailsTo(reader.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your week on Amora');
    expect(mails[0]!.text).toContain('New members in your region: 2\nNew likes: 1\nUnread messages: 0');
    expect(mails[0]!.text).toContain('http://amora.test/members');
    expect(mails[0]!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(notOptedIn.id)).toHaveLength(0);
    expect(await mailsTo(switchedOff.id)).toHaveLength(0);

    // Next week: again.
    t.clock.advanceDays(7);
    await sendWeeklyUpdates(t.app, t.clock.now());
    expect(await mailsTo(reader.id)).toHaveLength(2);
    t.clock.advanceDays(-7);
  });

  it('sends nothing in a week with nothing to tell', async () => {
    const quiet = await createMember(t.db, { region: 'NL-FR' });
    await optIn(quiet.cookie);
    await sendWeeklyUpdates(t.app, t.clock.now());
    expect(await mailsTo(quiet.id)).toHaveLength(0);
  });

  it('is scheduled for Monday daytime hours', () => {
    expect(APP_JOBS['send-weekly-updates'].cron).toBe('0 7-20 * * 1');
  });
});
