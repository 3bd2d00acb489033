import { eq, like, sql } from 'drizzle-orm';
import { photos, users, type Db } from '@dating/db';
import type { PhotoStore } from '../lib/storage/photo-store.js';
import { generatePlaceholders } from './placeholder-images.js';
import { seedMembers } from './members.js';
import { seedDemoConversations } from './demo-conversations.js';

export const DEMO_MEMBER_COUNT = 400;

/**
 * The members a fresh `npm start` shows in search: generated once (placeholder photos, some
 * fictional chat-pals); a later start finds them and adds nothing. The demo accounts get a photo too.
 */
export async function seedDemoMembers(db: Db, store: PhotoStore, now = new Date()): Promise<number> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(like(users.email, 'seed-demo-%@demo.invalid'));
  if ((existing?.n ?? 0) > 0) return 0;
  const images = { female: await generatePlaceholders(store, 12, 'female'), male: await generatePlaceholders(store, 12, 'male') };
  const created = await seedMembers(db, { count: DEMO_MEMBER_COUNT, now, runId: 'demo', images, fictionalShare: 0.08, batchSize: 200 });
  for (const [email, image] of [['free@demo.local', images.female[0]!], ['premium@demo.local', images.male[0]!]] as const) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) continue;
    await db
      .insert(photos)
      .values({ profileId: user.id, filename: image.filename, thumbFilename: image.thumbFilename, blurFilename: image.blurFilename, status: 'active', isMain: true })
      .onConflictDoNothing();
  }
  await seedDemoConversations(db, store, now);
  return created;
}
