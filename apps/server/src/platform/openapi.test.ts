import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import swagger from '@fastify/swagger';
import { defineEndpoint, type Endpoint, fullPath } from '@fm/contract/endpoint';
import { ALL_ENDPOINTS } from '@fm/contract/endpoints/all';
import { CREDIT_NOTE_DOCUMENT_ENDPOINTS } from '@fm/contract/endpoints/credit-notes';
import { fileDownload } from '@fm/contract/endpoints/files';
import { AGENCY_PASSWORD_ENDPOINTS } from '@fm/contract/endpoints/users';
import { listPage, pageParam, queryBoolean } from '@fm/contract/envelope';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAgency } from '../db/factories/agency.ts';
import { createUser, FACTORY_PASSWORD } from '../db/factories/user.ts';
import { registerEndpoint } from './endpoint-route.ts';
import { openApiOptions, operationIdOf } from './openapi.ts';

type Operation = {
  operationId?: string;
  parameters?: { $ref?: string; in?: string; name?: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  security?: unknown[];
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; parameters: Record<string, unknown> };
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let t: TestApp;
let document: Document;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://marketplace.example.org' });
  document = t.app.swagger() as unknown as Document;
  dir = mkdtempSync(path.join(tmpdir(), 'fm-openapi-'));
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document, null, 2));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the OpenAPI document', () => {
  test('validates as OpenAPI 3', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  test('Redocly’s recommended rules find no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: path.join(dir, 'openapi.json'),
      config,
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`)).toEqual(
      [],
    );
  });

  test('every operation has a unique camelCase operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/agency/bookings']?.get?.operationId).toBe('getAgencyBookings');
    expect(operationIdOf('DELETE', '/api/activity/notification/:id')).toBe('deleteActivityNotificationById');
  });

  test('the envelope, list pages and each call’s input and output are named schemas', () => {
    const names = Object.keys(document.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining([
        'ErrorEnvelope',
        'SuccessEnvelope',
        'ListPage',
        'GetAgencyBookingsOutput',
        'GetAgencyBookingsItem',
        'PostAgencyBookingInput',
      ]),
    );
    const bookings = document.paths['/api/agency/bookings']?.get;
    expect(JSON.stringify(bookings?.responses['200'])).toContain('#/components/schemas/GetAgencyBookingsOutput');
    expect(JSON.stringify(bookings?.responses['200'])).toContain('#/components/schemas/SuccessEnvelope');
    expect(JSON.stringify(document.components.schemas.GetAgencyBookingsOutput)).toContain(
      '#/components/schemas/ListPage',
    );
    expect(bookings?.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
  });

  test('query parameters the server accepts without are optional', () => {
    const required = (url: string, method: string) =>
      (document.paths[url]?.[method]?.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => parameter.name);
    expect(required('/api/agency/bookings', 'get')).toEqual([]);
    expect(required('/api/agency/booking', 'get')).toEqual(['id']);
  });

  test('every contract call of the document carries its media types and security', () => {
    const endpoints: Endpoint[] = [
      ...ALL_ENDPOINTS,
      ...Object.values(AGENCY_PASSWORD_ENDPOINTS),
      ...Object.values(CREDIT_NOTE_DOCUMENT_ENDPOINTS),
      fileDownload,
    ];
    let checked = 0;
    for (const endpoint of endpoints) {
      const url = fullPath(endpoint).replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = document.paths[url]?.[endpoint.method.toLowerCase()];
      // Calls whose module is not registered yet are not in the document.
      if (!operation) continue;
      checked++;
      expect(operation.operationId, url).toBe(operationIdOf(endpoint.method, fullPath(endpoint)));
      expect(operation.security, url).toEqual(endpoint.roles === 'public' ? [] : [{ bearer: [], realm: [] }]);
      if (endpoint.body) {
        const type = {
          json: 'application/json',
          form: 'application/x-www-form-urlencoded',
          multipart: 'multipart/form-data',
        };
        expect(Object.keys(operation.requestBody?.content ?? {}), url).toEqual([type[endpoint.encoding ?? 'json']]);
      }
      if (endpoint.isDownload) {
        const content = operation.responses['200']?.content ?? {};
        expect(Object.keys(content), url).toEqual([...(endpoint.downloadTypes ?? ['application/octet-stream'])]);
        for (const media of Object.values(content))
          expect(media, url).toEqual({ schema: { type: 'string', format: 'binary' } });
      } else {
        expect(JSON.stringify(operation.responses['200']), url).toContain('"data":{"$ref":"#/components/schemas/');
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('form, multipart and download calls carry their media types', () => {
    const agencyUpdate = document.paths['/api/agency/agency/update']?.put;
    expect(Object.keys(agencyUpdate?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const usersDownload = document.paths['/api/agency/admin/user-list-download']?.get;
    expect(Object.keys(usersDownload?.responses['200']?.content ?? {})).toContain('text/csv');
    const userList = document.paths['/api/agency/admin/user-list']?.post;
    expect(Object.keys(userList?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
  });

  test('headers, error answers, servers and security', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://marketplace.example.org' })]);
    expect(Object.keys(document.components.parameters).sort()).toEqual([
      'AcceptLanguage',
      'XCountryCode',
      'XGroup',
      'XRealm',
    ]);
    for (const { url, operation } of operations().filter(({ url }) => url.startsWith('/api/'))) {
      const isPublic = operation.security?.length === 0;
      const refs = (operation.parameters ?? []).map((parameter) => parameter.$ref).filter(Boolean);
      if (isPublic) {
        expect(refs, url).not.toContain('#/components/parameters/XRealm');
        expect(Object.keys(operation.responses), url).toContain('429');
      } else {
        expect(operation.security, url).toEqual([{ bearer: [], realm: [] }]);
        expect(refs, url).toContain('#/components/parameters/XRealm');
        expect(Object.keys(operation.responses), url).toEqual(expect.arrayContaining(['401', '403']));
      }
      if (operation.requestBody)
        expect(Object.keys(operation.responses), url).toEqual(expect.arrayContaining(['413', '415']));
    }
    expect(document.paths['/api/freelancer/forgot-password']?.post?.security).toEqual([]);
  });
});

describe('an endpoint added later', () => {
  test('gets the same treatment without any list to extend', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, openApiOptions('https://example.org/'));
    const endpoint = defineEndpoint({
      method: 'POST',
      base: 'agency',
      path: 'later/:id/thing',
      summary: 'A call added later',
      roles: ['admin'],
      encoding: 'form',
      params: z.object({ id: z.coerce.number() }),
      query: z.object({
        absentIsEmpty: z.preprocess((value) => value ?? [], z.array(z.string())),
        needed: queryBoolean,
        paged: pageParam,
      }),
      body: z.object({ name: z.string(), note: z.preprocess((value) => value ?? null, z.string().nullable()) }),
      output: listPage(z.object({ id: z.number() })),
    });
    registerEndpoint(
      app,
      endpoint,
      async () => ({}) as never,
      async () => ({ data: [], total: 0, page: 1, items: 25, last_page: 1 }),
    );
    await app.ready();
    const later = app.swagger() as unknown as Document;
    const operation = later.paths['/api/agency/later/{id}/thing']?.post;
    expect(operation?.operationId).toBe('postAgencyLaterByIdThing');
    const query = Object.fromEntries(
      (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((p) => [p.name, p.required]),
    );
    expect(query).toEqual({ absentIsEmpty: false, needed: true, paged: false });
    expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(later.components.schemas.PostAgencyLaterByIdThingInput).toMatchObject({ required: ['name'] });
    expect(Object.keys(later.components.schemas)).toEqual(
      expect.arrayContaining(['PostAgencyLaterByIdThingOutput', 'PostAgencyLaterByIdThingItem', 'ErrorEnvelope']),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '409', '413', '415']);
    await app.close();
  });
});

describe('a client generated from the document', () => {
  test('compiles and makes real calls', async () => {
    writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(structuredClone(document) as never)));
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(
      path.join(dir, 'client.ts'),
      `import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function run(baseUrl: string, headers: Record<string, string>) {
  const client = createClient<paths>({ baseUrl });
  const forgot = await client.POST('/api/freelancer/forgot-password', { body: { email: 'nobody@example.org' } });
  const bookings = await client.GET('/api/agency/bookings', { params: { query: { page: 1, status: ['PENDING', 'BOOKED'] } }, headers });
  const firstPage: number | undefined = bookings.data?.data.page;
  const created = await client.POST('/api/agency/clients', { body: { name: 'Client from the generated API' }, headers });
  const clientName: string | undefined = created.data?.data.client;
  return {
    forgot: forgot.response.status,
    bookings: bookings.response.status,
    firstPage,
    created: created.response.status,
    clientName,
  };
}
`,
    );
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    const agency = await createAgency(t.db);
    const user = await createUser(t.db, { role: 'agency-manager', agencyIds: [agency.id] });
    const headers = await t.signIn(user.email, 'agency', { password: FACTORY_PASSWORD, group: agency.id });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { run } = (await import(path.join(dir, 'client.ts'))) as {
      run: (baseUrl: string, headers: Record<string, string>) => Promise<Record<string, unknown>>;
    };
    expect(await run(address, headers)).toEqual({
      forgot: 200,
      bookings: 200,
      firstPage: 1,
      created: 200,
      clientName: 'Client from the generated API',
    });
  });
});
