import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests cover plain modules (client, rules, helpers): no browser, no JSX transform needed.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    // CI runs these beside the API suite on two cores: a slow start is not a failure.
    testTimeout: 30_000,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
  },
});
