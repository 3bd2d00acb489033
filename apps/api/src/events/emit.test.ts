import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { domainEvents } from '@dating/db';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { emit, eventScopeOf, withEventScope } from './emit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const like = (fromId: number) => ({ type: 'like.created' as const, fromId, toId: 1, match: false, source: 'profile' as const });

describe('a unit of work’s events (decision 077: the scope rides on the database handle)', () => {
  it('collects what the unit wrote through its handle, its transactions and their savepoints, and nothing of another unit running at the same time', async () => {
    const tick = () => new Promise((r) => setTimeout(r, 5));
    const a = withEventScope(t.db, async (db) => {
      await emit(db, like(9001));
      await tick();
      await db.transaction(async (tx) => {
        await emit(tx, like(9002));
        await tick();
        await tx.transaction(async (savepoint) => emit(savepoint, like(9003)));
      });
      await emit(db, { type: 'message.read', conversationId: 1, readerId: 9001, otherId: 2 });
    });
    const b = withEventScope(t.db, async (db) => {
      await tick();
      await db.transaction((tx) => emit(tx, like(9004)));
    });
    await Promise.all([a.result, b.result]);

    const written = await t.db.select().from(domainEvents).where(inArray(domainEvents.id, [...a.scope.durable, ...b.scope.durable]));
    const fromOf = (ids: number[]) => ids.map((id) => (written.find((row) => Number(row.id) === id)!.payload as { fromId: number }).fromId).sort();
    expect(fromOf(a.scope.durable)).toEqual([9001, 9002, 9003]);
    expect(a.scope.ephemeral.map((e) => e.type)).toEqual(['message.read']);
    expect(fromOf(b.scope.durable)).toEqual([9004]);
    expect(b.scope.ephemeral).toEqual([]);
  });

  it('leaves out an event written through the app’s own handle: it is recorded, and the sweep delivers it', async () => {
    const unit = withEventScope(t.db, () => t.db.transaction((tx) => emit(tx, like(9005))));
    await unit.result;
    expect(unit.scope.durable).toEqual([]);
    const [recorded] = await t.db.select().from(domainEvents).where(sql`${domainEvents.payload}->>'fromId' = '9005'`);
    expect(recorded?.deliveredAt).toBeNull();
    expect(eventScopeOf(t.db)).toBeUndefined();
  });

  it('drops the events of a transaction that rolled back with it, and a failed unit fails its caller', async () => {
    const unit = withEventScope(t.db, (db) =>
      db.transaction(async (tx) => {
        await emit(tx, like(9006));
        throw new Error('refused');
      }),
    );
    await expect(unit.result).rejects.toThrow('refused');
    const kept = await t.db.select().from(domainEvents).where(inArray(domainEvents.id, unit.scope.durable));
    expect(kept).toEqual([]);
  });
});
