import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { emit } from '../../events/emit.js';
import { FREE_PHOTO_LIMIT, MAX_PHOTO_BYTES, PREMIUM_PHOTO_LIMIT, type OwnPhoto, type PendingPhoto, type PhotoRejectionReason } from '@dating/contracts';
import { photos, profiles, type Db, type PhotoRow, type Tx, type MemberRow } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import type { PhotoStore } from '../../lib/storage/photo-store.js';
import { NotAnImageError, TooManyPixelsError, chatPhotoKeys, processPhoto, variantKeys } from './images.js';
import { mediaUrl } from '../../lib/media.js';
import { audit, type AuditActor } from '../staff/audit.service.js';

export const photoLimit = (user: Pick<MemberRow, 'paidUser'>) => (user.paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT);


export async function listOwnPhotos(db: Db, user: MemberRow, cdnPrefix: string): Promise<{ photos: OwnPhoto[]; limit: number }> {
  const rows = await db
    .select()
    .from(photos)
    .where(eq(photos.profileId, user.id))
    .orderBy(sql`${photos.isMain} desc`, asc(photos.position), asc(photos.id));
  return {
    photos: rows.map((p) => ({
      id: p.id,
      url: mediaUrl(cdnPrefix, p.filename),
      thumb_url: mediaUrl(cdnPrefix, p.thumbFilename),
      status: p.status,
      main: p.isMain,
      rejection: p.status === 'rejected' && p.rejectionReason ? { reason: p.rejectionReason as PhotoRejectionReason, note: p.rejectionNote } : null,
    })),
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
  input: {
    user: Pick<MemberRow, 'id' | 'paidUser'>;
    data: Buffer;
    autoApprove: boolean;
    now: Date;
    /** An admin's upload to a chat-pal (decision 053): shown at once, not queued for review; maybe a paid photo. */
    byStaff?: { paid: boolean; within: (tx: Tx, photo: PhotoRow) => Promise<void> };
  },
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
      const paid = input.byStaff?.paid ?? false;
      const [photo] = await tx
        .insert(photos)
        .values({
          profileId: input.user.id,
          filename: keys.large,
          thumbFilename: keys.thumb,
          blurFilename: keys.blur,
          status: input.autoApprove || input.byStaff ? 'active' : 'pending',
          toReview: input.autoApprove && !input.byStaff,
          isMain: (counts?.mains ?? 0) === 0 && !paid,
          paid,
          position: counts?.n ?? 0,
          createdAt: input.now,
        })
        .returning();
      await input.byStaff?.within(tx, photo!);
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


/** The profile lost its main photo: the first photo that is not rejected (nor paid) becomes the main one, if any. */
export async function passMainOn(tx: Tx, profileId: number): Promise<void> {
  const [next] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.profileId, profileId), ne(photos.status, 'rejected'), eq(photos.paid, false)))
    .orderBy(asc(photos.position), asc(photos.id))
    .limit(1);
  if (next) await tx.update(photos).set({ isMain: true }).where(eq(photos.id, next.id));
}

export async function removePhoto(db: Db, store: PhotoStore, userId: number, photoId: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [photo] = await tx.delete(photos).where(and(eq(photos.id, photoId), eq(photos.profileId, userId))).returning();
    if (!photo) throw fail('not_found');
    if (photo.isMain) await passMainOn(tx, userId);
    return photo;
  });
  await Promise.all([store.delete(removed.filename), store.delete(removed.thumbFilename), store.delete(removed.blurFilename)]);
}

export interface Verdict {
  status: 'active' | 'rejected';
  reason?: PhotoRejectionReason | undefined;
  note?: string | undefined;
}

/**
 * A moderator's verdict on a photo, written to the audit log with the status before and after. A
 * rejection needs a reason; a rejected main photo passes the main mark on to the next photo that
 * is not rejected, so the profile keeps a main photo when it has one to show.
 */
export async function moderate(db: Db, photoId: number, verdict: Verdict, actor: AuditActor, now: Date): Promise<void> {
  const { status } = verdict;
  if (status === 'rejected' && !verdict.reason) throw invalid({ reason: 'required' });
  const rejection = status === 'rejected' ? { rejectionReason: verdict.reason ?? null, rejectionNote: verdict.note || null } : { rejectionReason: null, rejectionNote: null };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(photos).where(eq(photos.id, photoId)).for('update');
    if (!before) throw fail('not_found');
    const passMain = status === 'rejected' && before.isMain;
    await tx.update(photos).set({ status, ...rejection, toReview: false, ...(passMain && { isMain: false }) }).where(eq(photos.id, photoId));
    if (passMain) await passMainOn(tx, before.profileId);
    await emit(tx, { type: 'photo.moderated', photoId, profileId: before.profileId, status });
    await audit(
      tx,
      actor,
      {
        action: 'photo.moderated',
        recordType: 'photo',
        recordId: photoId,
        before: { status: before.status, ...(before.rejectionReason && { reason: before.rejectionReason, note: before.rejectionNote }) },
        after: { status, profile_id: before.profileId, ...(status === 'rejected' && { reason: rejection.rejectionReason, note: rejection.rejectionNote }) },
      },
      now,
    );
  });
}

/**
 * The photos waiting for a moderator, oldest first, with how many wait: pending ones (PHOTO_MODERATION=manual)
 * and ones shown at once (auto) that nobody has looked at yet; optionally of one member only.
 */
export async function pendingPhotos(db: Db, query: { limit: number; member?: number | undefined }, cdnPrefix: string): Promise<{ photos: PendingPhoto[]; total: number }> {
  const queued = or(eq(photos.status, 'pending'), eq(photos.toReview, true));
  const waiting = query.member === undefined ? queued : and(queued, eq(photos.profileId, query.member));
  const [rows, [count]] = await Promise.all([
    db
      .select({ photo: photos, name: profiles.name })
      .from(photos)
      .innerJoin(profiles, eq(profiles.id, photos.profileId))
      .where(waiting)
      .orderBy(asc(photos.createdAt), asc(photos.id))
      .limit(query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(photos).where(waiting),
  ]);
  return {
    photos: rows.map(({ photo, name }) => ({
      id: photo.id,
      url: mediaUrl(cdnPrefix, photo.filename),
      thumb_url: mediaUrl(cdnPrefix, photo.thumbFilename),
      profile_id: photo.profileId,
      username: name,
      main: photo.isMain,
      status: photo.status,
      uploaded_at: photo.createdAt.toISOString(),
    })),
    total: count?.n ?? 0,
  };
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
