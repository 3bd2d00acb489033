import { z } from 'zod';

/** The largest id a database id column (PostgreSQL integer) can hold; a bigger one can name nothing. */
export const MAX_ID = 2_147_483_647;

/** An id in a query string ("?id=12"): coerced from text, bounded to the id column's range. */
export const Id = z.coerce.number().int().positive().max(MAX_ID);
/** An id in a JSON body: a number (not a numeric string), bounded to the id column's range. */
export const BodyId = z.number().int().positive().max(MAX_ID);
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
export const IsoDateTime = z.string();
export const Ok = z.object({ success: z.literal(true) });
