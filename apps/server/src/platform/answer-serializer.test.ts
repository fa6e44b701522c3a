import type { Endpoint } from '@fm/contract/endpoint';
import { ALL_ENDPOINTS } from '@fm/contract/endpoints/all';
import { errorEnvelope, successEnvelope } from '@fm/contract/envelope';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, readsBothWays } from './answer-serializer.ts';
import { registerErrorHandler } from './error-handler.ts';

/** Answers are checked against their schema before they leave; the check is a parse wherever that is the same. */

const stamped = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
const item = z.object({
  id: z.number().int(),
  name: z.string(),
  tags: z.array(z.string()),
  note: z.string().nullable(),
});

const app = Fastify();
beforeAll(async () => {
  app.setSerializerCompiler(answerSerializerCompiler);
  registerErrorHandler(app);
  const answer = (path: string, schema: z.ZodType, data: unknown) =>
    app.get(path, { schema: { response: { 200: schema } } }, async () => data);
  answer('/fits', successEnvelope(item), {
    status: 'success',
    data: { id: 7, name: 'Jörg', tags: ['a'], note: null },
  });
  answer('/extra-field', successEnvelope(item), {
    status: 'success',
    data: { id: 7, name: 'Jörg', tags: [], note: null, passwordHash: 'secret' },
  });
  answer('/wrong-type', successEnvelope(item), { status: 'success', data: { id: '7', name: 'Jörg', tags: [] } });
  answer('/codec', z.object({ at: stamped }), { at: new Date('2026-11-28T03:00:00.000Z') });
  await app.ready();
});
afterAll(() => app.close());

describe('answers', () => {
  test('an answer that fits its schema is sent as it is', async () => {
    const response = await app.inject({ url: '/fits' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { id: 7, name: 'Jörg', tags: ['a'], note: null } });
  });

  test('a field the schema does not name is left out, so nothing unlisted leaves the server', async () => {
    const response = await app.inject({ url: '/extra-field' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).not.toHaveProperty('passwordHash');
  });

  test('an answer that does not fit its schema is a 500 with the generic message, not the wrong data', async () => {
    const response = await app.inject({ url: '/wrong-type', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 'error', code: 'error.unknown' });
    expect(response.body).not.toContain('Jörg');
  });

  test('a schema with a codec is encoded: a date leaves as its ISO text', async () => {
    const response = await app.inject({ url: '/codec' });
    expect(response.json()).toEqual({ at: '2026-11-28T03:00:00.000Z' });
  });
});

describe('which schemas are parsed instead of encoded', () => {
  test('every answer of the contract, and the error envelope, reads the same both ways', () => {
    const outputs = (ALL_ENDPOINTS as readonly Endpoint[]).flatMap((endpoint) =>
      endpoint.output ? [successEnvelope(endpoint.output)] : [],
    );
    expect(outputs.length).toBeGreaterThan(50);
    expect(outputs.filter((output) => !readsBothWays(output))).toEqual([]);
    expect(readsBothWays(errorEnvelope)).toBe(true);
  });

  test('codecs, transforms, defaults, rewriting checks and lazy schemas, at any depth, do not', () => {
    const nested = (inner: z.ZodType) => z.object({ rows: z.array(z.object({ value: inner.nullable() })) });
    expect(readsBothWays(nested(z.string()))).toBe(true);
    expect(readsBothWays(nested(stamped))).toBe(false);
    expect(readsBothWays(nested(z.string().transform((text) => text.length)))).toBe(false);
    expect(readsBothWays(nested(z.string().default('')))).toBe(false);
    expect(readsBothWays(nested(z.string().trim()))).toBe(false);
    expect(readsBothWays(nested(z.lazy(() => z.string())))).toBe(false);
    expect(readsBothWays(z.union([z.string(), stamped]))).toBe(false);
  });
});
