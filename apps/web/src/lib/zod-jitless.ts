import { z } from 'zod';

/**
 * Zod 4 compiles object schemas with `new Function` for speed. The site's Content-Security-Policy
 * allows no eval, so that would be a violation in every browser: parse without it. Imported first by
 * the socket (app/realtime/socket.ts), the one module of the site's build that creates schemas (decision 069:
 * elsewhere the build has the contracts without zod), before `@dating/contracts/realtime` makes them.
 */
z.config({ jitless: true });
