import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { PushDevice, PushSubscriptionBody } from '@dating/contracts';
import { pagePresence, pushQuiet, pushSubscriptions, type Db } from '@dating/db';

/** A tab whose socket was not renewed for this long (its node died) no longer counts as open. */
export const PRESENCE_STALE_SECONDS = 150;

/**
 * Saves a browser's subscription for the member; the same endpoint again (another member, new keys)
 * replaces it. `renew` (the page's save at start) updates a subscription the server still has and never
 * adds one: a device the member removed from the list stays removed. `replaces` (the service worker, when
 * the push service renewed the browser's subscription) moves the row of that old endpoint to the new
 * one, again only while the server still has it. Answers whether it was saved.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  body: PushSubscriptionBody,
  userAgent?: string,
  mode: { renew?: boolean; replaces?: string } = {},
): Promise<boolean> {
  const agent = userAgent ? userAgent.slice(0, 400) : null;
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent: agent };
  // The same member saving the same browser again (every page load) keeps when it was added.
  const set = {
    userId,
    p256dh: values.p256dh,
    auth: values.auth,
    userAgent: agent,
    createdAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.createdAt} else now() end`,
    lastSentAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.lastSentAt} end`,
  };
  if (mode.replaces !== undefined && mode.replaces !== body.endpoint) {
    const replaced = mode.replaces;
    return db.transaction(async (tx) => {
      const [old] = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, replaced)).for('update');
      if (!old) return false;
      // Should a page have saved the new endpoint meanwhile, the old row (when the device was added) takes it over.
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint));
      await tx.update(pushSubscriptions).set({ ...set, endpoint: body.endpoint }).where(eq(pushSubscriptions.id, old.id));
      return true;
    });
  }
  if (mode.renew || mode.replaces !== undefined) {
    const renewed = await db.update(pushSubscriptions).set(set).where(eq(pushSubscriptions.endpoint, body.endpoint)).returning({ id: pushSubscriptions.id });
    return renewed.length > 0;
  }
  await db.insert(pushSubscriptions).values(values).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set });
  return true;
}

/** The member's own devices with push on, newest first (decision 061). */
export async function listDevices(db: Db, userId: number): Promise<PushDevice[]> {
  const list = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return list.map((s) => ({
    id: s.id,
    user_agent: s.userAgent,
    endpoint: s.endpoint,
    created_at: s.createdAt.toISOString(),
    last_sent_at: s.lastSentAt?.toISOString() ?? null,
  }));
}

/** Removes one of the member's own devices by id; false when the member has no device with that id. */
export async function removeDevice(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Removes the member's subscription at this endpoint (another member's is left alone). */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export interface TabKey {
  userId: number;
  sessionId: number;
  tab: string;
}

/** A socket opened: its tab counts as open and visible (a page that loads is in front). */
export async function tabOpened(db: Db, key: TabKey): Promise<void> {
  await db
    .insert(pagePresence)
    .values({ ...key, visible: true, sockets: 1 })
    .onConflictDoUpdate({
      target: [pagePresence.sessionId, pagePresence.tab],
      set: { visible: true, sockets: sql`${pagePresence.sockets} + 1`, seenAt: sql`now()` },
    });
}

/** A socket closed: its tab is gone once its last socket is. */
export async function tabClosed(db: Db, key: TabKey): Promise<void> {
  const where = and(eq(pagePresence.sessionId, key.sessionId), eq(pagePresence.tab, key.tab));
  await db.update(pagePresence).set({ sockets: sql`${pagePresence.sockets} - 1` }).where(where);
  await db.delete(pagePresence).where(and(where, lte(pagePresence.sockets, 0)));
}

/** The page became hidden (the beacon) or visible again (the socket): one tab, or every tab of the session. */
export async function tabVisibility(db: Db, key: Omit<TabKey, 'tab'> & { tab?: string }, visible: boolean): Promise<void> {
  await db
    .update(pagePresence)
    .set({ visible, seenAt: sql`now()` })
    .where(and(eq(pagePresence.sessionId, key.sessionId), eq(pagePresence.userId, key.userId), key.tab === undefined ? undefined : eq(pagePresence.tab, key.tab)));
}

/** Renews the tabs whose sockets this node holds (every minute), so they do not go stale. */
export async function renewTabs(db: Db, keys: TabKey[]): Promise<void> {
  if (keys.length === 0) return;
  const pairs = sql.join(
    keys.map((k) => sql`(${k.sessionId}::bigint, ${k.tab}::text)`),
    sql`, `,
  );
  await db.update(pagePresence).set({ seenAt: sql`now()` }).where(sql`(${pagePresence.sessionId}, ${pagePresence.tab}::text) in (${pairs})`);
}

/** Whether the member looks at the site right now: a tab with a visible page. */
export async function hasVisibleTab(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(pagePresence)
    .where(and(eq(pagePresence.userId, userId), eq(pagePresence.visible, true), gt(pagePresence.seenAt, sql`now() - ${PRESENCE_STALE_SECONDS} * interval '1 second'`)))
    .limit(1);
  return row !== undefined;
}

/**
 * Takes the member's quiet period for a conversation (0: likes and matches): answers null when the
 * last push about it is at least `quietMs` old (or there was none) and records `now` as the new one;
 * otherwise the time of the last push, which the caller waits out.
 */
export async function claimQuietPeriod(db: Db, userId: number, conversationId: number, now: Date, quietMs: number): Promise<Date | null> {
  const before = new Date(now.getTime() - quietMs);
  const claimed = await db
    .insert(pushQuiet)
    .values({ userId, conversationId, lastPushAt: now })
    .onConflictDoUpdate({ target: [pushQuiet.userId, pushQuiet.conversationId], set: { lastPushAt: now }, setWhere: lte(pushQuiet.lastPushAt, before) })
    .returning({ at: pushQuiet.lastPushAt });
  if (claimed.length > 0) return null;
  const [last] = await db
    .select({ at: pushQuiet.lastPushAt })
    .from(pushQuiet)
    .where(and(eq(pushQuiet.userId, userId), eq(pushQuiet.conversationId, conversationId)));
  return last?.at ?? null;
}

/** Gives back a quiet period taken at `at` whose push reached nobody (the retry may push at once). */
export async function releaseQuietPeriod(db: Db, userId: number, conversationId: number, at: Date): Promise<void> {
  await db
    .delete(pushQuiet)
    .where(and(eq(pushQuiet.userId, userId), eq(pushQuiet.conversationId, conversationId), eq(pushQuiet.lastPushAt, at)));
}
