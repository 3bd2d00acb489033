import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

describe('configuration', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadEnv({}).host).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses to start with the development outbox on in production, and leaves it off there by default', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX.*NODE_ENV=production/);
    expect(loadEnv({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).devOutbox).toBe(true);
  });

  it('takes JOBS as true, false or worker; a worker needs a PostgreSQL server', () => {
    expect(loadEnv({}).jobs).toBe(true);
    expect(loadEnv({ JOBS: 'false' }).jobs).toBe(false);
    expect(loadEnv({ JOBS: 'worker', DATABASE_URL: 'postgres://db/app' }).jobs).toBe('worker');
    expect(() => loadEnv({ JOBS: 'worker' })).toThrow(/JOBS: worker needs DATABASE_URL/);
    expect(() => loadEnv({ JOBS: 'workers' })).toThrow(/JOBS/);
  });

  it('takes the trusted proxies as addresses and networks, and trusts nobody by default', () => {
    expect(loadEnv({}).trustProxy).toEqual([]);
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 172.28.0.0/16,fd00::/8 ,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '172.28.0.0/16',
      'fd00::/8',
      '::1',
    ]);
  });

  it('refuses a blanket TRUST_PROXY=true with a message that says what to write instead', () => {
    for (const value of ['true', '1', 'yes', 'TRUE', '10.0.0.1,true']) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: 'true' would let any client choose its own address; list the proxies/);
    }
  });

  it('refuses an entry that is not an address or network, naming it', () => {
    for (const value of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', 'fd00::/129', '10.0.0/8', '*']) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: not an address or network/);
    }
  });
});
