import type { ErrorEnvelope } from '@fm/contract/envelope';
import { issueMessage } from '@fm/contract/schemas/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { fieldLabel } from './field-labels.ts';
import { languageOf, message } from './messages.ts';

const STATUS_CODES: Record<number, string> = {
  400: 'error.validation',
  401: 'error.unauthenticated',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.payloadTooLarge',
  415: 'error.unsupportedMediaType',
  429: 'error.rateLimited',
};

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';
/**
 * SQLSTATE of a number the column cannot hold (money is stored as integer cents: a sum of allowed amounts can
 * still exceed it). The transaction has rolled back; the input was too large, so it is the caller's 400.
 */
const NUMERIC_VALUE_OUT_OF_RANGE = '22003';
/** The database error behind `error` (drizzle wraps the driver's error in `cause`). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** `/body/email` → `email`; the root of a query or body → `_`. */
function fieldName(instancePath: string): string {
  const path = instancePath.split('/').filter(Boolean);
  return path.length > 0 ? path.join('.') : '_';
}

/** One place maps every error to the envelope of docs/product.md §10.1, in the caller's language, without internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request.headers['accept-language']);
    const send = (statusCode: number, code: string, extra: Partial<ErrorEnvelope> = {}, params = {}) => {
      // A `{field}` of a message without a field names none in particular rather than showing the placeholder.
      const text = message(code, language, { field: fieldLabel('_', language), ...params });
      const body: ErrorEnvelope = { status: 'error', code, message: text, ...extra };
      return reply.code(statusCode).send(body);
    };

    if (error instanceof AppError) {
      const errors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, keys]) => [
              field,
              keys.map((key) => message(key, language, { ...error.params, field: fieldLabel(field, language) })),
            ]),
          )
        : undefined;
      return send(error.statusCode, error.code, errors ? { errors } : {}, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath ?? '');
        // Rebuild the zod issue so the contract decides the message key and its placeholders.
        const { key, params } = issueMessage({
          ...(issue.params as object),
          code: issue.keyword,
          message: issue.message ?? '',
          path: field === '_' ? [] : field.split('.'),
        } as unknown as Parameters<typeof issueMessage>[0]);
        errors[field] = [
          ...(errors[field] ?? []),
          message(key, language, { ...params, field: fieldLabel(field, language) }),
        ];
      }
      return send(400, 'error.validation', { errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(500, 'error.unknown');
    }
    if (sqlStateOf(error) === QUERY_CANCELED) {
      request.log.warn({ err: error }, 'statement cancelled by the statement timeout');
      reply.header('retry-after', '5');
      return send(503, 'error.busy');
    }
    if (sqlStateOf(error) === NUMERIC_VALUE_OUT_OF_RANGE) {
      request.log.warn({ err: error }, 'a number beyond what its column holds');
      return send(400, 'error.validation');
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(500, 'error.unknown');
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limit).
    return send(statusCode, STATUS_CODES[statusCode] ?? 'error.validation');
  });
}

/** 404 in the envelope; `fallback` may answer first (the web app's index.html for page paths). */
export function registerNotFoundHandler(
  app: FastifyInstance,
  fallback: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null,
) {
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return reply;
    const language = languageOf(request.headers['accept-language']);
    const body: ErrorEnvelope = {
      status: 'error',
      code: 'error.notFound',
      message: message('error.notFound', language),
    };
    return reply.code(404).send(body);
  });
}
