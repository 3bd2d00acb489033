import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pagePresence, rows, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { connect, listen } from '../../../test/sockets.js';

/**
 * E-mail takes over when push cannot tell a member (decision 045): no push subscription, or push off for
 * the type; batched per conversation; never while the member is looking at the site.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(Date.now() - t.clock.now().getTime());
  base = await listen(t.app);
  await t.app.jobs.work();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const send = (from: Member, to: Member, body: string) =>
  t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: to.id, body }, headers: { cookie: from.cookie } });
const emailOf = async (m: Member) => (await t.db.select({ e: users.email }).from(users).where(eq(users.id, m.id)))[0]!.e;
const mailsTo = async (m: Member) => {
  const address = await emailOf(m);
  return (await t.outbox.list()).filter((mail) => mail.to === address);
};
/** Waits until every push-notify job for the member has finished, and answers their outputs. */
async function settled(m: Member, expected: number): Promise<string[]> {
  const started = Date.now();
  for (;;) {
    const jobs = await rows<{ state: string; output: unknown }>(
      t.db,
      sql`select state, output from pgboss.job where name = 'push-notify' and (data->>'userId')::int = ${m.id}`,
    );
    if (jobs.length >= expected && jobs.every((j) => j.state === 'completed')) return jobs.map((j) => JSON.stringify(j.output));
    if (Date.now() - started > 60_000) throw new Error(`jobs not done: ${JSON.stringify(jobs)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('notification mail when push cannot tell', () => {
  it('mails a new conversation in the member language with the unsubscribe headers, and five quick messages make one mail', async () => {
    const him = await createMember(t.db, { gender: 'male', name: 'Lukas', credits: 20 });
    const her = await createMember(t.db, { language: 'de' });
    expect((await send(him, her, 'Hallo!')).statusCode).toBe(200);
    await settled(her, 1);
    for (const body of ['Wie geht’s?', 'Bist du da?', 'Noch eine Frage', 'Tschüss']) {
      expect((await send(him, her, body)).statusCode).toBe(200);
    }
    const outputs = await settled(her, 5);
    expect(outputs.filter((o) => o.includes('"mailed"'))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes('mail_batched'))).toHaveLength(4);
    const mails = await mailsTo(her);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Lukas hat bei Amora eine Unterhaltung mit dir begonnen');
    expect(mails[0]!.text).toContain(`http://amora.test/mitglieder/${him.id}/chat`);
    expect(mails[0]!.text).toContain('http://amora.test/benachrichtigungen');
    expect(mails[0]!.listUnsubscribe).toMatch(/^<http:\/\/amora\.test\/api\/unsubscribe\.php\?token=/);
    expect(mails[0]!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

    // After the quiet period, the next message mails again (now counting what is unread).
    t.clock.advance(31 * 60_000);
    await send(him, her, 'Und jetzt?');
    await settled(her, 6);
    const again = await mailsTo(her);
    expect(again).toHaveLength(2);
    expect(again.map((m) => m.subject)).toContain('Lukas hat dir bei Amora 6 Nachrichten geschickt');
  });

  it('mails nothing while the member has a visible tab, or when she turned mail off for the type', async () => {
    const him = await createMember(t.db, { gender: 'male', credits: 20 });
    const looking = await createMember(t.db);
    const tab = await connect(base, looking.cookie, { tab: 'front' });
    for (let i = 0; i < 50 && (await t.db.select().from(pagePresence).where(eq(pagePresence.userId, looking.id))).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await send(him, looking, 'Hi');
    expect((await settled(looking, 1))[0]).toContain('live');
    tab.socket.close();

    const quiet = await createMember(t.db);
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { cookie: quiet.cookie },
      payload: { preferences: [{ type: 'new_conversations', email: false, push: false }] },
    });
    await send(him, quiet, 'Hi');
    expect((await settled(quiet, 1))[0]).toContain('no_push');
    expect(await mailsTo(looking)).toHaveLength(0);
    expect(await mailsTo(quiet)).toHaveLength(0);
  });

  it('marks a chat-pal profile as one in the mail about its like', async () => {
    const pal = await createMember(t.db, { name: 'Sanne', fictional: true });
    const him = await createMember(t.db, { gender: 'male', language: 'en' });
    expect((await t.app.inject({ method: 'POST', url: '/api/like.php', payload: { profile_id: him.id }, headers: { cookie: pal.cookie } })).statusCode).toBe(200);
    await settled(him, 1);
    const [mail] = await mailsTo(him);
    expect(mail?.subject).toBe('Someone likes you on Amora');
    expect(mail?.text).toContain('Sanne (chat-pal profile) likes you.');
  });
});
