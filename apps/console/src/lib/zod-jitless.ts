import { z } from 'zod';

/**
 * Zod 4 compiles object schemas with `new Function` for speed. The site's Content-Security-Policy
 * allows no eval, so that would be a violation in every browser: parse without it. Imported first in
 * main.tsx, before any module creates a schema (zod decides when a schema is made).
 */
z.config({ jitless: true });
