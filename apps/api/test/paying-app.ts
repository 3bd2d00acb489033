import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { creditLedger, rows, users } from '@dating/db';
import { createTestApp, type TestApp } from './build-app.js';

/**
 * The app of a payments test file, listening on a port of its own so the built-in test provider can call
 * the webhook over loopback as Mollie would; `ready` is called with it and its address before the tests.
 * After every test, every balance must equal the sum of its ledger rows.
 */
export function payingApp(ready: (t: TestApp, base: string) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    ready(app, `http://127.0.0.1:${address.port}`);
  });
  afterAll(() => app?.close());
  afterEach(async () => {
    if (!app) return;
    const wrong = await rows<{ id: number }>(
      app.db,
      sql`select u.id from ${users} u left join ${creditLedger} l on l.user_id = u.id group by u.id having u.credits <> coalesce(sum(l.amount), 0)`,
    );
    expect(wrong, 'members whose balance differs from the sum of their ledger rows').toEqual([]);
  });
}
