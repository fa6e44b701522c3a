import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './app-error.ts';

/**
 * Text that PostgreSQL cannot store or that is not text at all is refused before any handler runs, with the
 * field named (400), instead of failing deep in a query (500) or being stored mangled:
 * - a NUL character (PostgreSQL text cannot hold it) or a lone UTF-16 surrogate (not a character) in any
 *   string of the query or the JSON body;
 * - a JSON body that is not valid UTF-8 (Node would quietly turn the bytes into U+FFFD).
 * A body read after this guard's hook (a multipart form, read in its call's own scope) is checked by its reader
 * with `refuseUnstorableInput`.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string in `value` that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (ArrayBuffer.isView(value)) return null; // an uploaded file's bytes, not text
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, path.length ? path : [String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return [...path, '_'];
      const found = findUnstorableText(item, [...path, key.replace(/\[\]$/, '')]);
      if (found) return found;
    }
  }
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(badRequest('validation.invalidEncoding'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseUnstorableInput(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}

/** Throws the catalogue's 400, naming the field, when the request's query, body or path holds unstorable text. */
export function refuseUnstorableInput(request: FastifyRequest) {
  for (const input of [request.query, request.body, request.params]) {
    const path = findUnstorableText(input);
    if (path) {
      const field = path.join('.') || '_';
      throw badRequest('error.validation', {
        fieldErrors: { [field]: ['validation.invalidCharacters'] },
        params: { field },
      });
    }
  }
}
