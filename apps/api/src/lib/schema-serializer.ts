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
  return nullableForWriting(out);
}

/**
 * `X | null` as zod writes it (`anyOf: [X, { type: 'null' }]`) becomes X with `nullable: true` when X is one
 * plain type: fast-json-stringify then writes null or X after one `=== null` test, where for an `anyOf`
 * it asks ajv which branch the value matches, for every such value of every answer (six per search card).
 * A branch that is itself a union or a reference keeps its `anyOf`.
 */
function nullableForWriting(schema: Record<string, unknown>): Record<string, unknown> {
  const { anyOf, ...rest } = schema;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return schema;
  const isNull = (branch: unknown) => {
    if (!branch || typeof branch !== 'object') return false;
    const keys = Object.keys(branch);
    return keys.length === 1 && (branch as { type?: unknown }).type === 'null';
  };
  const other = (isNull(anyOf[0]) ? anyOf[1] : isNull(anyOf[1]) ? anyOf[0] : undefined) as Record<string, unknown> | undefined;
  if (!other || typeof other !== 'object' || typeof other.type !== 'string' || other.type === 'null') return schema;
  if (['$ref', 'anyOf', 'oneOf', 'allOf', 'if', 'nullable'].some((key) => key in other)) return schema;
  return { ...rest, ...other, nullable: true };
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
