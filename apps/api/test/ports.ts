import { createServer } from 'node:net';
import { join } from 'node:path';

/** A TCP port nobody listens on right now, for a server process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** What every server process a test starts (`src/server.ts` through tsx) is configured with, on `port` with its own data folder. */
export function serverProcessEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    DEV_OUTBOX: 'true',
    SEED_DEMO: 'false',
    RATE_LIMIT_SCALE: '1000',
  };
}
