import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as contracts from '@dating/contracts';
import { ApiErrorBody, routeContracts } from '@dating/contracts';

const schema = (s: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(s, { io, unrepresentable: 'any' });

/** The OpenAPI document, generated from the same contract objects the server and the web app use. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, value] of routeContracts(contracts)) {
    const op: Record<string, unknown> = {
      operationId: name,
      summary: value.summary,
      'x-access': value.access,
      ...(value.access !== 'public' && { security: [{ session: [] }] }),
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: schema(value.response, 'output') } } },
        default: { description: 'Error', content: { 'application/json': { schema: schema(ApiErrorBody, 'output') } } },
      },
    };
    if (value.query) {
      const q = schema(value.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      op.parameters = Object.entries(q.properties ?? {}).map(([key, s]) => ({ name: key, in: 'query', required: q.required?.includes(key) ?? false, schema: s }));
    }
    if (value.body) op.requestBody = { required: true, content: { 'application/json': { schema: schema(value.body, 'input') } } };
    (paths[value.variant ? `${value.path}?${value.variant}=1` : value.path] ??= {})[value.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Amora API', version: '1' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    paths,
  };
}

export default async function docsRoutes(app: FastifyInstance) {
  const document = openApiDocument();
  app.get('/api/openapi.json', async () => document);
}
