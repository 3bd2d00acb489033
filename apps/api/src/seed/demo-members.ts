import { eq, like, sql } from 'drizzle-orm';
import { photos, profiles, users, type Db } from '@dating/db';
import type { PhotoStore } from '../lib/storage/photo-store.js';
import { generatePortraitPool } from './portraits.js';
import { seedMembers } from './members.js';
import { seedDemoConversations } from './demo-conversations.js';

export const DEMO_MEMBER_COUNT = 400;

/** Generated people per gender for the demo members (six photos each; seed:members uses more). */
export const DEMO_LOOKS_PER_GENDER = 12;

/**
 * The members a fresh `npm start` shows in search: generated once (illustrated portraits, texts in
 * their language, some fictional chat-pals); a later start finds them and adds nothing. The demo
 * accounts get portraits too.
 */
export async function seedDemoMembers(db: Db, store: PhotoStore, now = new Date()): Promise<number> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(like(users.email, 'seed-demo-%@demo.invalid'));
  if ((existing?.n ?? 0) > 0) return 0;
  const portraits = await generatePortraitPool(store, DEMO_LOOKS_PER_GENDER);
  const created = await seedMembers(db, { count: DEMO_MEMBER_COUNT, now, runId: 'demo', portraits, fictionalShare: 0.08, batchSize: 200 });
  // Sanne (32) has three photos, Jeroen (38) two; their hair colour becomes that of the portraits.
  const own = [['free@demo.local', 'female', 'young', 3], ['premium@demo.local', 'male', 'middle', 2]] as const;
  for (const [email, gender, ageBand, count] of own) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const look = portraits.find((l) => l.gender === gender && l.ageBand === ageBand);
    if (!user || !look) continue;
    await db.update(profiles).set({ hairColour: look.hairColour }).where(eq(profiles.id, user.id));
    await db
      .insert(photos)
      .values(
        look.photos.slice(0, count).map((image, position) => ({
          profileId: user.id,
          filename: image.filename,
          thumbFilename: image.thumbFilename,
          blurFilename: image.blurFilename,
          status: 'active' as const,
          isMain: position === 0,
          position,
        })),
      )
      .onConflictDoNothing();
  }
  await seedDemoConversations(db, store, now);
  return created;
}
