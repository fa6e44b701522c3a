import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A caller's id is taken over only when it cannot break a log line or a header (no spaces, no controls). */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Where JSON log lines go; tests pass a collecting stream. */
export type LogDestination = { write: (line: string) => void };

/** The caller's X-Request-Id when it is a sane token, else a new UUID (never a per-process counter). */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && ACCEPTED_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Fastify's logger and request-id options: pino JSON lines, each line of a request carrying `reqId`
 * (Fastify's request logger adds it to everything logged through `request.log`).
 */
export function loggingOptions(config: Pick<AppConfig, 'logLevel'>, destination?: LogDestination) {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(destination ? { stream: destination } : {}) },
    genReqId: requestIdOf,
    // Fastify's request logger labels the id `reqId` (its default).
    requestIdHeader: false as const,
  };
}

/** Every answer names its request id, also errors and answers of other plugins. */
export function registerRequestIdEcho(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
}

const PINO_LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * One JSON line in pino's shape, for the moments without a logger (configuration errors before start-up, the
 * database pool outside any request), so the log never holds a plain-text line.
 */
export function writeLogLine(
  level: keyof typeof PINO_LEVELS,
  details: Record<string, unknown>,
  message: string,
  destination: LogDestination = process.stderr,
) {
  const line = { level: PINO_LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), ...details };
  destination.write(`${JSON.stringify({ ...line, msg: message })}\n`);
}

/** An error as pino's serializer writes it (type, message, stack), for writeLogLine. */
export function errorDetails(error: unknown) {
  return error instanceof Error
    ? { type: error.name, message: error.message, stack: error.stack }
    : { type: typeof error, message: String(error) };
}
