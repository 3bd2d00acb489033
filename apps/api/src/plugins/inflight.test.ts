import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditLedger, messages, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createMember } from '../../test/factories.js';
import { jpegWithExif, multipart } from '../../test/multipart.js';
import { LocalDiskStore } from '../lib/storage/photo-store.js';
import { InFlight } from './inflight.js';

/** A photo store that holds every write until the test opens the gate: a handler that is still busy. */
class GatedStore extends LocalDiskStore {
  private open!: () => void;
  readonly gate = new Promise<void>((resolve) => {
    this.open = resolve;
  });
  writes = 0;
  /** Closed only once the test says so (start-up stores the gift images through it too). */
  armed = false;

  override async put(key: string, data: Buffer): Promise<void> {
    if (this.armed) {
      this.writes++;
      await this.gate;
    }
    return super.put(key, data);
  }

  release() {
    this.open();
  }
}

describe('graceful shutdown', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.database.close();
    t = undefined;
  });

  it('lets a handler whose client hung up finish its database work before the app closes', async () => {
    let store!: GatedStore;
    t = await createTestApp({}, { photoStore: (dir) => (store = new GatedStore(dir)) });
    const sender = await createMember(t.db, { credits: 5 });
    const recipient = await createMember(t.db);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    store.armed = true;

    // The client sends a photo and hangs up while the server is still storing it.
    const upload = multipart('photo', 'p.jpg', 'image/jpeg', await jpegWithExif(400, 300));
    const aborted = new AbortController();
    const sent = fetch(`${address}/api/chat-photo.php?profile_id=${recipient.id}`, {
      method: 'POST',
      headers: { ...upload.headers, cookie: sender.cookie },
      body: upload.payload,
      signal: aborted.signal,
    }).catch((error: unknown) => error);
    for (let i = 0; i < 200 && store.writes === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(store.writes).toBeGreaterThan(0);
    aborted.abort();
    expect(await sent).toBeInstanceOf(Error);

    // Shutdown starts while the handler waits; it finishes once the store answers.
    expect(t.app.inflight.size).toBe(1);
    const closing = t.app.close();
    setTimeout(() => store.release(), 200);
    await closing;
    expect(t.app.inflight.size).toBe(0);

    // The handler's work reached the database in full: the message and its charge, nothing half-done.
    const written = await t.db.select().from(messages).where(and(eq(messages.senderId, sender.id), eq(messages.kind, 'photo')));
    expect(written).toHaveLength(1);
    const [balance] = await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, sender.id));
    expect(balance?.credits).toBe(4);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, sender.id));
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(4);
  });

  it('stops waiting after the bound when a handler never finishes', async () => {
    const inflight = new InFlight();
    void inflight.track(new Promise(() => {}));
    const quick = inflight.track(Promise.resolve('done'));
    expect(await quick).toBe('done');
    const started = Date.now();
    expect(await inflight.drain(100)).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
