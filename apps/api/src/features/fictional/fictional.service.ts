import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { FICTIONAL_PAGE_SIZE, type FictionalListItem, type FictionalProfile, type ProfileUpdate } from '@dating/contracts';
import { messages, photos, profiles, users, type Db, type DbOrTx, type Tx } from '@dating/db';
import { fail } from '../../lib/api-error.js';
import { mediaUrl } from '../../lib/media.js';
import type { PhotoStore } from '../../lib/storage/photo-store.js';
import type { SiteRow } from '../../plugins/site.js';
import { addPhoto, passMainOn } from '../photos/photos.service.js';
import { presentCard } from '../profiles/profiles.presenter.js';
import { getOwnProfile, updateOwnProfile } from '../profiles/profiles.service.js';
import { audit, type AuditActor } from '../staff/audit.service.js';

/**
 * Fictional chat-pal profiles as admins manage them (decision 053). A chat-pal is an account that
 * cannot sign in (no password) with a profile marked fictional, which every member-facing card,
 * profile and chat shows with the fictional mark. On and off is the profile's status: an off profile
 * is not searchable (the triggers of migration 0004), so search, the swipe game, likes and new
 * conversations pass it by, while existing conversations stay open. Every change writes one audit row
 * in its own transaction.
 */

type Status = 'active' | 'disabled';

/** The chat-pal's row, or 404 for any other profile: admins edit members elsewhere. */
async function palRow(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select({ id: profiles.id, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, id), eq(profiles.fictional, true)));
  const [row] = lock ? await query.for('update', { of: profiles }) : await query;
  if (!row) throw fail('not_found');
  return row;
}

export async function getFictional(db: DbOrTx, id: number, site: Pick<SiteRow, 'cdnPrefix'>, now: Date): Promise<FictionalProfile> {
  await palRow(db, id);
  const [own, [row], photoRows] = await Promise.all([
    getOwnProfile(db, id, now),
    db.select({ personaNotes: profiles.personaNotes, createdAt: profiles.createdAt, updatedAt: profiles.updatedAt }).from(profiles).where(eq(profiles.id, id)),
    db.select().from(photos).where(eq(photos.profileId, id)).orderBy(asc(photos.position), asc(photos.id)),
  ]);
  return {
    ...own,
    persona_notes: row!.personaNotes,
    created_at: row!.createdAt.toISOString(),
    updated_at: row!.updatedAt.toISOString(),
    photos: photoRows.map((p) => ({
      id: p.id,
      url: mediaUrl(site.cdnPrefix, p.filename),
      thumb_url: mediaUrl(site.cdnPrefix, p.thumbFilename),
      main: p.isMain,
      paid: p.paid,
      position: p.position,
    })),
  };
}

/** What the audit row keeps of a chat-pal: every field but the photos (they have their own rows). */
const snapshot = ({ photos: _photos, created_at: _c, updated_at: _u, age: _a, ...fields }: FictionalProfile) => fields;

export async function listFictional(db: Db, query: { q?: string | undefined; status?: Status | undefined; page: number }, site: SiteRow, now: Date) {
  const where: SQL[] = [eq(profiles.fictional, true)];
  if (query.q) {
    const byName = ilike(profiles.name, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(/^\d{1,9}$/.test(query.q) ? (or(eq(profiles.id, Number(query.q)), byName) as SQL) : byName);
  }
  if (query.status) where.push(eq(profiles.status, query.status));
  const condition = and(...where);
  const [found, [counted]] = await Promise.all([
    db
      .select({
        profile: profiles,
        main: { filename: photos.filename, thumbFilename: photos.thumbFilename },
        photos: sql<number>`(select count(*)::int from ${photos} x where x.profile_id = ${profiles.id})`,
        paidPhotos: sql<number>`(select count(*)::int from ${photos} x where x.profile_id = ${profiles.id} and x.paid)`,
      })
      .from(profiles)
      .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true)))
      .where(condition)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(FICTIONAL_PAGE_SIZE)
      .offset((query.page - 1) * FICTIONAL_PAGE_SIZE),
    db.select({ n: count() }).from(profiles).where(condition),
  ]);
  const items: FictionalListItem[] = found.map((r) => ({
    ...presentCard(r.profile, r.main?.filename ? r.main : null, site.cdnPrefix, now),
    status: r.profile.status,
    photos: Number(r.photos),
    paid_photos: Number(r.paidPhotos),
    has_persona_notes: Boolean(r.profile.personaNotes?.trim()),
  }));
  return { profiles: items, total: counted?.n ?? 0, page: query.page, per_page: FICTIONAL_PAGE_SIZE };
}

/**
 * A new chat-pal: an account that cannot sign in (no password, an address that takes no mail) and its
 * profile. The profile fields pass the members' rules (name, age) through the members' own update.
 */
export async function createFictional(
  db: Db,
  input: { actor: AuditActor; update: ProfileUpdate; personaNotes: string | null | undefined; status: Status; site: SiteRow; now: Date },
) {
  const id = await db.transaction(async (tx) => {
    const email = `chat-pal-${randomBytes(8).toString('hex')}@fictional.invalid`;
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash: '!', status: 'active', emailConfirmedAt: input.now, siteId: input.site.id, createdAt: input.now, updatedAt: input.now })
      .returning({ id: users.id });
    // The name is a placeholder for one statement: the update below checks and writes the real one.
    await tx.insert(profiles).values({
      id: user!.id,
      name: 'new',
      fictional: true,
      status: input.status,
      personaNotes: input.personaNotes || null,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await updateOwnProfile(tx, { user: { id: user!.id, email }, site: input.site, update: input.update, now: input.now });
    await audit(tx, input.actor, { action: 'fictional.created', recordType: 'profile', recordId: user!.id, after: snapshot(await getFictional(tx, user!.id, input.site, input.now)) }, input.now);
    return user!.id;
  });
  return getFictional(db, id, input.site, input.now);
}

/** Changes the fields sent (the members' rules apply) and the persona notes; the audit row holds before and after. */
export async function updateFictional(
  db: Db,
  input: { actor: AuditActor; id: number; update: ProfileUpdate; personaNotes: string | null | undefined; site: SiteRow; now: Date },
) {
  const pal = await palRow(db, input.id);
  const before = snapshot(await getFictional(db, input.id, input.site, input.now));
  await updateOwnProfile(db, {
    user: pal,
    site: input.site,
    update: input.update,
    now: input.now,
    within: async (tx) => {
      if (input.personaNotes !== undefined) await tx.update(profiles).set({ personaNotes: input.personaNotes || null }).where(eq(profiles.id, input.id));
      const after = snapshot(await getFictional(tx, input.id, input.site, input.now));
      await audit(tx, input.actor, { action: 'fictional.updated', recordType: 'profile', recordId: input.id, before: changed(before, after, 'before'), after: changed(before, after, 'after') }, input.now);
    },
  });
  return getFictional(db, input.id, input.site, input.now);
}

/** Only the fields that changed, so the audit log reads as what was done. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>, side: 'before' | 'after') {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = (side === 'before' ? before : after)[key];
  }
  return out;
}

/** Turns a chat-pal on or off; the searchable flag follows through the database triggers. */
export async function setFictionalStatus(db: Db, input: { actor: AuditActor; id: number; status: Status; site: SiteRow; now: Date }) {
  await db.transaction(async (tx) => {
    await palRow(tx, input.id, true);
    const [before] = await tx.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, input.id));
    await tx.update(profiles).set({ status: input.status, updatedAt: input.now }).where(eq(profiles.id, input.id));
    await audit(tx, input.actor, { action: input.status === 'active' ? 'fictional.turned_on' : 'fictional.turned_off', recordType: 'profile', recordId: input.id, before: { status: before!.status }, after: { status: input.status } }, input.now);
  });
  return getFictional(db, input.id, input.site, input.now);
}

export async function addFictionalPhoto(db: Db, store: PhotoStore, input: { actor: AuditActor; id: number; data: Buffer; paid: boolean; site: SiteRow; now: Date }) {
  await palRow(db, input.id);
  await addPhoto(db, store, {
    // The premium limit: a chat-pal shows as many photos as a premium member may.
    user: { id: input.id, paidUser: true },
    data: input.data,
    autoApprove: true,
    now: input.now,
    byStaff: {
      paid: input.paid,
      within: (tx, photo) =>
        audit(tx, input.actor, { action: 'fictional.photo_added', recordType: 'photo', recordId: photo.id, after: { profile_id: input.id, paid: photo.paid, main: photo.isMain } }, input.now),
    },
  });
  return getFictional(db, input.id, input.site, input.now);
}

/** The chat-pal's photo, locked for the change, or 404 (a member's photo is not for this call). */
async function palPhoto(tx: Tx, photoId: number) {
  const [row] = await tx
    .select({ photo: photos })
    .from(photos)
    .innerJoin(profiles, and(eq(profiles.id, photos.profileId), eq(profiles.fictional, true)))
    .where(eq(photos.id, photoId))
    .for('update', { of: photos });
  if (!row) throw fail('not_found');
  return row.photo;
}

/** Main photo, paid or not, one place earlier or later; a paid photo is never the main one. */
export async function changeFictionalPhoto(
  db: Db,
  input: { actor: AuditActor; photoId: number; main?: true | undefined; paid?: boolean | undefined; move?: 'earlier' | 'later' | undefined; site: SiteRow; now: Date },
) {
  const profileId = await db.transaction(async (tx) => {
    const photo = await palPhoto(tx, input.photoId);
    const paid = input.paid ?? photo.paid;
    if ((input.main && paid) || (paid && photo.isMain)) throw fail('paid_photo_main');
    const before = { main: photo.isMain, paid: photo.paid, position: photo.position };
    if (input.main && !photo.isMain) {
      await tx.update(photos).set({ isMain: false }).where(and(eq(photos.profileId, photo.profileId), eq(photos.isMain, true)));
      await tx.update(photos).set({ isMain: true }).where(eq(photos.id, photo.id));
    }
    if (input.paid !== undefined) {
      await tx.update(photos).set({ paid: input.paid }).where(eq(photos.id, photo.id));
      // The first photo that is not paid becomes the main one when the profile had none.
      const [main] = await tx.select({ id: photos.id }).from(photos).where(and(eq(photos.profileId, photo.profileId), eq(photos.isMain, true)));
      if (!main && !input.paid) await passMainOn(tx, photo.profileId);
    }
    if (input.move) {
      const order = await tx.select({ id: photos.id }).from(photos).where(eq(photos.profileId, photo.profileId)).orderBy(asc(photos.position), asc(photos.id));
      const at = order.findIndex((p) => p.id === photo.id);
      const to = input.move === 'earlier' ? at - 1 : at + 1;
      if (to >= 0 && to < order.length) [order[at], order[to]] = [order[to]!, order[at]!];
      for (const [position, p] of order.entries()) await tx.update(photos).set({ position }).where(eq(photos.id, p.id));
    }
    const [after] = await tx.select().from(photos).where(eq(photos.id, photo.id));
    await audit(tx, input.actor, { action: 'fictional.photo_changed', recordType: 'photo', recordId: photo.id, before: { profile_id: photo.profileId, ...before }, after: { profile_id: photo.profileId, main: after!.isMain, paid: after!.paid, position: after!.position } }, input.now);
    return photo.profileId;
  });
  return getFictional(db, profileId, input.site, input.now);
}

/**
 * Removes a chat-pal's photo. Its files go too, unless an operator sent it in a conversation: the
 * member keeps what they received (and maybe paid to unlock).
 */
export async function removeFictionalPhoto(db: Db, store: PhotoStore, input: { actor: AuditActor; photoId: number; site: SiteRow; now: Date }) {
  const removed = await db.transaction(async (tx) => {
    const photo = await palPhoto(tx, input.photoId);
    await tx.delete(photos).where(eq(photos.id, photo.id));
    if (photo.isMain) await passMainOn(tx, photo.profileId);
    await audit(tx, input.actor, { action: 'fictional.photo_removed', recordType: 'photo', recordId: photo.id, before: { profile_id: photo.profileId, main: photo.isMain, paid: photo.paid } }, input.now);
    const [sent] = await tx.select({ id: messages.id }).from(messages).where(inArray(messages.photoFilename, [photo.filename])).limit(1);
    return { photo, sent: Boolean(sent) };
  });
  const { photo } = removed;
  await Promise.all([store.delete(photo.thumbFilename), ...(removed.sent ? [] : [store.delete(photo.filename), store.delete(photo.blurFilename)])]);
  return getFictional(db, photo.profileId, input.site, input.now);
}
