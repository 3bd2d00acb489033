import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { LruCache } from '../lib/lru.js';
import { SITE_CACHE_HOSTS } from './site.js';

describe('LruCache', () => {
  it('holds at most its limit and drops the entry read longest ago', () => {
    const cache = new LruCache<string, number>(3, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the newest
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
  });

  it('stays at its limit through 80,000 distinct keys', () => {
    const cache = new LruCache<string, object>(SITE_CACHE_HOSTS, 60_000);
    for (let i = 0; i < 80_000; i++) {
      cache.set(`invented-${i}.example`, {});
      expect(cache.size).toBeLessThanOrEqual(SITE_CACHE_HOSTS);
    }
    expect(cache.size).toBe(SITE_CACHE_HOSTS);
    expect(cache.get('invented-79999.example')).toBeDefined();
    expect(cache.get('invented-0.example')).toBeUndefined();
  });

  it('forgets an entry after its time', () => {
    let now = 0;
    const cache = new LruCache<string, number>(10, 1000, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 2000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('site cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`keeps at most ${SITE_CACHE_HOSTS} hosts after 80,000 distinct ?host= values, and still answers each one`, async () => {
    expect(SITE_CACHE_HOSTS).toBeLessThan(80_000);
    const batch = 1000;
    for (let start = 0; start < 80_000; start += batch) {
      await Promise.all(
        Array.from({ length: batch }, (_, i) => t.app.sites.forHost(`invented-${start + i}.example`)),
      );
      expect(t.app.sites.cachedHosts()).toBeLessThanOrEqual(SITE_CACHE_HOSTS);
    }
    // Invented hosts are all served the fallback site from one entry.
    expect(t.app.sites.cachedHosts()).toBe(1);
    // The settings call with ?host= goes through the same cache and still answers the fallback site.
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ url: `/api/settings.php?host=another-${i}.example` });
      expect(res.statusCode).toBe(200);
    }
    expect(t.app.sites.cachedHosts()).toBe(1);
  }, 180_000);
});
