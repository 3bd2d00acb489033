import { and, asc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { conversations, messages, profiles, users, type Db } from '@dating/db';
import type { PhotoStore } from '../lib/storage/photo-store.js';
import { storeChatPhoto } from '../features/photos/photos.service.js';

/** A generated holiday picture (sky, sun, sea): what a chat-pal shows in the demo. No real photo. */
function holidayPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="675" viewBox="0 0 900 675">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7b267"/><stop offset="1" stop-color="#f4845f"/></linearGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#277da1"/><stop offset="1" stop-color="#0b3c5d"/></linearGradient></defs>
  <rect width="900" height="675" fill="url(#sky)"/><circle cx="620" cy="300" r="90" fill="#fff3b0" opacity="0.9"/>
  <rect y="380" width="900" height="295" fill="url(#sea)"/><path d="M0 560 q225 -40 450 0 t450 0 v115 h-900 z" fill="#f2d7a0"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Conversations for the demo accounts, written once when the demo members are created: the free
 * member has an unread message she cannot answer without credits; the premium member has an unread
 * message, and a chat with a fictional chat-pal who sent a photo that is still locked; one member
 * waits for an answer from a chat-pal, so the operators' queue is not empty.
 */
export async function seedDemoConversations(db: Db, store: PhotoStore, now: Date): Promise<void> {
  const account = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const demoMember = async (gender: 'male' | 'female', fictional: boolean, skip = 0) =>
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(like(users.email, 'seed-demo-%@demo.invalid'), eq(users.status, 'active'), eq(profiles.gender, gender), eq(profiles.fictional, fictional)))
        .orderBy(asc(profiles.id))
        .limit(1)
        .offset(skip)
    )[0]?.id;
  const free = await account('free@demo.local');
  const premium = await account('premium@demo.local');
  const pal = await demoMember('female', true);
  const woman = await demoMember('female', false);
  const man = await demoMember('male', false);
  const otherMan = await demoMember('male', false, 1);
  if (!free || !premium || !pal || !woman || !man || !otherMan) return;

  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  type Line = { from: number; body?: string; photo?: { filename: string; blurFilename: string }; minutes: number; read?: boolean };
  async function conversation(x: number, y: number, lines: Line[]) {
    const [a, b] = x < y ? [x, y] : [y, x];
    const last = minutesAgo(Math.min(...lines.map((l) => l.minutes)));
    const [c] = await db
      .insert(conversations)
      .values({ memberA: a, memberB: b, createdAt: minutesAgo(Math.max(...lines.map((l) => l.minutes))), lastMessageAt: last })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!c) return;
    for (const line of lines) {
      await db.insert(messages).values({
        conversationId: c.id,
        senderId: line.from,
        recipientId: line.from === a ? b : a,
        kind: line.photo ? 'photo' : 'text',
        body: line.body ?? '',
        photoFilename: line.photo?.filename ?? null,
        photoBlurFilename: line.photo?.blurFilename ?? null,
        createdAt: minutesAgo(line.minutes),
        readAt: line.read ? minutesAgo(line.minutes - 1) : null,
      });
    }
  }

  const photo = await storeChatPhoto(store, pal, await holidayPng());
  await conversation(premium, pal, [
    { from: pal, body: 'Hoi Jeroen! Leuk profiel. Kook je echt zo graag?', minutes: 180, read: true },
    { from: premium, body: 'Zeker! Vanavond risotto. En jij, wat doe je graag?', minutes: 170, read: true },
    { from: pal, body: 'Reizen! Ik ben net terug van vakantie, kijk maar:', minutes: 30 },
    { from: pal, photo, minutes: 29 },
  ]);
  await conversation(premium, woman, [{ from: woman, body: 'Hé Jeroen, wat is je specialiteit in de keuken?', minutes: 12 }]);
  await conversation(free, man, [{ from: man, body: 'Hoi Sanne, ook zo gek op wandelen? Welke route is je favoriet?', minutes: 45 }]);
  await conversation(otherMan, pal, [{ from: otherMan, body: 'Hoi! Ben je er nog?', minutes: 8 }]);
}
