import { defineConfig } from 'vitest/config';

// The client is plain TypeScript over fetch: tests run in Node with a fake fetch and fake timers.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'] } });
