import { defineConfig } from 'vitest/config';

// Plain functions of the kit (formatting, ids); components are exercised by the app's e2e tests.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'] } });
