import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@dating/contracts';
import { DEFAULT_LOCALE, ERRORS } from '@dating/contracts';
import { LANGUAGE_COOKIE, isLocale, localeFromAcceptLanguage, resources } from '@dating/i18n';
import { ApiError } from '../lib/api-error.js';
import { databaseErrorCode, rootMessage } from '../lib/db-errors.js';
import { translatorFor } from './i18n.js';

/** Field message keys the catalogues know (errors:field.<key>). */
const FIELD_KEYS = new Set(Object.keys(resources.en.errors.field));

function translator(request: FastifyRequest) {
  if (request.t) return request.t;
  // The error happened before the language was decided (e.g. in onRequest): decide it cheaply here.
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  const locale = (isLocale(cookie) ? cookie : null) ?? localeFromAcceptLanguage(request.headers['accept-language']);
  return translatorFor(locale ?? DEFAULT_LOCALE);
}

function fieldKey(issue: { keyword: string; message?: string; params: Record<string, unknown> }): string {
  if (issue.message && FIELD_KEYS.has(issue.message)) return issue.message;
  if (issue.keyword === 'invalid_type' && issue.params.input === undefined) return 'required';
  if (issue.keyword === 'too_small') return issue.params.minimum === 1 ? 'required' : 'too_short';
  if (issue.keyword === 'too_big') return 'too_long';
  return 'invalid';
}

/** The code of a client error Fastify itself raised (unreadable body, wrong content type, unknown route ...). */
function clientErrorCode(status: number): ErrorCode {
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  // Unreadable JSON, an empty body where one is needed ...: said like any other invalid input.
  return 'validation_failed';
}

/** Seconds a client is told to wait before retrying while the database is away (a restart takes a few). */
export const RETRY_AFTER_SECONDS = 5;

/** Sends the error answer of a code; the status is the code's own (ERRORS), never chosen here. */
function send(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  extra: Partial<ApiErrorBody> = {},
  vars: Record<string, unknown> = {},
  messageKey?: string,
) {
  const t = translator(request);
  const status = ERRORS[code].status;
  const body: ApiErrorBody = {
    message: t(messageKey ? `errors:${messageKey}` : `errors:code.${code}`, vars),
    statusCode: status,
    code,
    ...extra,
  };
  if (code === 'authentication_required') body.authentication_required = true;
  return reply.status(status).send(body);
}

/** One error shape for every failure; a 5xx never carries internals, and is logged. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      const t = translator(request);
      if (error instanceof ApiError) {
        if (error.code === 'login_blocked' && typeof error.extra.minutes === 'number') {
          reply.header('retry-after', String(error.extra.minutes * 60));
        }
        const fields = error.fields
          ? Object.fromEntries(
              Object.entries(error.fields).map(([path, key]) => [path, t(`errors:field.${key}`, error.extra)]),
            )
          : undefined;
        return send(reply, request, error.code, { ...(fields && { fields }), ...error.extra }, error.extra, error.messageKey);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
          fields[path] ??= t(`errors:field.${fieldKey(issue as never)}`);
        }
        return send(reply, request, 'validation_failed', { fields });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      // Malformed JSON, wrong content type, body too large ...: the client's mistake, said plainly.
      if (status >= 400 && status < 500) return send(reply, request, clientErrorCode(status));
      // The database away (503, retry later), a reference to nothing (404) or a value no column takes (400).
      const databaseCode = databaseErrorCode(error);
      if (databaseCode === 'service_unavailable') {
        // One short line per call while it lasts: the statement and its values stay out of the log.
        request.log.warn({ reason: rootMessage(error) }, 'database unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return send(reply, request, databaseCode);
      }
      if (databaseCode) return send(reply, request, databaseCode);
      request.log.error({ err: error }, 'request failed');
      return send(reply, request, 'internal_error');
    });
  },
  { name: 'errors' },
);

export { send as sendError };
