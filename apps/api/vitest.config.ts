import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Some tests wait on real job queues and child processes; on a loaded two-core CI machine that takes a while.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // In CI a dot per test and every failure in full at the end, where the log's tail shows it.
    reporters: process.env.CI ? ['dot'] : ['default'],
  },
});
