import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; every environment applies the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: '../../db/migrations',
  casing: 'snake_case',
});
