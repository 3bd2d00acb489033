import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/**
 * The contract's 200 answer as a JSON schema for writing, not for checking: zod writes objects as
 * `additionalProperties: false`, which here would make a union's branch fail on a key the serializer
 * simply leaves out, so that is dropped, like a record's `propertyNames`; every other keyword stays.
 */
function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    // Names of a record's keys and the schema's dialect say nothing about how to write a value.
    if (key === '$schema' || key === 'propertyNames') continue;
    out[key] = forWriting(value);
  }
  return out;
}

/**
 * Writes answers with a serializer compiled once per route from the contract's JSON schema (what
 * Fastify does with JSON-schema routes), instead of parsing every answer with zod before
 * `JSON.stringify` (decision 066). Like zod's parse, it writes only the properties the contract names.
 * Tests keep the zod check (RESPONSE_SERIALIZER=zod, the default outside production), so an answer that
 * breaks its contract fails there.
 */
export const schemaSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const json = forWriting(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
  return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
};
