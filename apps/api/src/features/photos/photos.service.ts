import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { FREE_PHOTO_LIMIT, MAX_PHOTO_BYTES, PREMIUM_PHOTO_LIMIT, type OwnPhoto } from '@dating/contracts';
import { photos, profiles, type Db, type UserRow } from '@dating/db';
import { fail } from '../../lib/api-error.js';
import type { PhotoStore } from '../../lib/storage/photo-store.js';
import { NotAnImageError, TooManyPixelsError, chatPhotoKeys, processPhoto, variantKeys } from './images.js';
import { mediaUrl } from '../../lib/media.js';

export const photoLimit = (user: Pick<UserRow, 'paidUser'>) => (user.paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT);


export async function listOwnPhotos(db: Db, user: UserRow, cdnPrefix: string): Promise<{ photos: OwnPhoto[]; limit: number }> {
  const rows = await db
    .select()
    .from(photos)
    .where(eq(photos.profileId, user.id))
    .orderBy(sql`${photos.isMain} desc`, asc(photos.position), asc(photos.id));
  return {
    photos: rows.map((p) => ({ id: p.id, url: mediaUrl(cdnPrefix, p.filename), thumb_url: mediaUrl(cdnPrefix, p.thumbFilename), status: p.status, main: p.isMain })),
    limit: photoLimit(user),
  };
}

/**
 * Stores an upload: processed first (a bad file writes nothing), then counted against the
 * limit under a lock on the profile row so parallel uploads cannot pass it together.
 */
export async function addPhoto(
  db: Db,
  store: PhotoStore,
  input: { user: UserRow; data: Buffer; autoApprove: boolean; now: Date },
): Promise<void> {
  if (input.data.length > MAX_PHOTO_BYTES) throw fail('photo_too_large', { megabytes: MAX_PHOTO_BYTES / 1048576 });
  let processed;
  try {
    processed = await processPhoto(input.data);
  } catch (error) {
    if (error instanceof TooManyPixelsError) throw fail('photo_invalid', {}, { messageKey: 'photo.too_many_pixels' });
    if (error instanceof NotAnImageError) throw fail('photo_invalid');
    throw error;
  }
  const keys = variantKeys(input.user.id);
  const limit = photoLimit(input.user);
  await Promise.all([
    store.put(keys.large, processed.large, 'image/webp'),
    store.put(keys.thumb, processed.thumb, 'image/webp'),
    store.put(keys.blur, processed.blur, 'image/webp'),
  ]);
  try {
    await db.transaction(async (tx) => {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, input.user.id)).for('update');
      const [counts] = await tx
        .select({ n: sql<number>`count(*)::int`, mains: sql<number>`count(*) filter (where ${photos.isMain})::int` })
        .from(photos)
        .where(and(eq(photos.profileId, input.user.id), ne(photos.status, 'rejected')));
      if ((counts?.n ?? 0) >= limit) throw fail('photo_limit_reached', { limit });
      await tx.insert(photos).values({
        profileId: input.user.id,
        filename: keys.large,
        thumbFilename: keys.thumb,
        blurFilename: keys.blur,
        status: input.autoApprove ? 'active' : 'pending',
        isMain: (counts?.mains ?? 0) === 0,
        position: counts?.n ?? 0,
        createdAt: input.now,
      });
    });
  } catch (error) {
    await Promise.all([store.delete(keys.large), store.delete(keys.thumb), store.delete(keys.blur)]);
    throw error;
  }
}

export async function setMain(db: Db, userId: number, photoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [photo] = await tx.select().from(photos).where(and(eq(photos.id, photoId), eq(photos.profileId, userId)));
    if (!photo) throw fail('not_found');
    await tx.update(photos).set({ isMain: false }).where(and(eq(photos.profileId, userId), eq(photos.isMain, true)));
    await tx.update(photos).set({ isMain: true }).where(eq(photos.id, photoId));
  });
}

export async function removePhoto(db: Db, store: PhotoStore, userId: number, photoId: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [photo] = await tx.delete(photos).where(and(eq(photos.id, photoId), eq(photos.profileId, userId))).returning();
    if (!photo) throw fail('not_found');
    if (photo.isMain) {
      const [next] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.profileId, userId), ne(photos.status, 'rejected')))
        .orderBy(asc(photos.position), asc(photos.id))
        .limit(1);
      if (next) await tx.update(photos).set({ isMain: true }).where(eq(photos.id, next.id));
    }
    return photo;
  });
  await Promise.all([store.delete(removed.filename), store.delete(removed.thumbFilename), store.delete(removed.blurFilename)]);
}

export async function moderate(db: Db, photoId: number, status: 'active' | 'rejected'): Promise<void> {
  const [photo] = await db.update(photos).set({ status }).where(eq(photos.id, photoId)).returning({ id: photos.id });
  if (!photo) throw fail('not_found');
}

/**
 * Stores a photo sent in a conversation: re-encoded like a profile photo (no metadata), kept as
 * the picture and its blurred variant under random names. Answers the two storage keys.
 */
export async function storeChatPhoto(store: PhotoStore, senderId: number, data: Buffer): Promise<{ filename: string; blurFilename: string }> {
  let processed;
  try {
    processed = await processPhoto(data);
  } catch (error) {
    if (error instanceof TooManyPixelsError) throw fail('photo_invalid', {}, { messageKey: 'photo.too_many_pixels' });
    if (error instanceof NotAnImageError) throw fail('photo_invalid');
    throw error;
  }
  const keys = chatPhotoKeys(senderId);
  await Promise.all([store.put(keys.filename, processed.large, 'image/webp'), store.put(keys.blurFilename, processed.blur, 'image/webp')]);
  return keys;
}

export async function discardChatPhoto(store: PhotoStore, keys: { filename: string; blurFilename: string }): Promise<void> {
  await Promise.all([store.delete(keys.filename), store.delete(keys.blurFilename)]);
}
