import { z } from 'zod';

export const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
export const IsoDateTime = z.string();
export const Ok = z.object({ success: z.literal(true) });
