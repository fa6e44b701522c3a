import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/config.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createUser, FACTORY_PASSWORD } from '../../db/factories/user.ts';
import { createGraphDirectory, DirectoryUnavailableError } from './directory.service.ts';
import { type GraphStub, type StubGraphUser, startGraphStub } from './graph-stub-server.ts';

const CREDENTIALS = { tenantId: 'tenant-1', clientId: 'client-1', clientSecret: 's3cret' };
const GRAPH_USERS: StubGraphUser[] = [
  {
    id: 'aad-1',
    mail: 'Ola@Corp.test',
    userPrincipalName: 'ola@corp.test',
    givenName: 'Ola',
    surname: 'Nordmann',
    displayName: 'Ola Nordmann',
    jobTitle: 'Designer',
    accountEnabled: true,
  },
  {
    id: 'aad-2',
    mail: null,
    userPrincipalName: 'Olaf.Ext@corp.test',
    givenName: null,
    surname: null,
    displayName: 'Olaf Extern',
    jobTitle: null,
    accountEnabled: true,
  },
  {
    id: 'aad-3',
    mail: 'ola.alt@corp.test',
    userPrincipalName: 'ola.alt@corp.test',
    givenName: 'Ola',
    surname: 'Alt',
    displayName: 'Ola Alt',
    jobTitle: null,
    accountEnabled: false,
  },
  {
    id: 'aad-4',
    mail: 'kari@corp.test',
    userPrincipalName: 'kari@corp.test',
    givenName: 'Kari',
    surname: 'Nordmann',
    displayName: 'Kari Nordmann',
    jobTitle: 'Producer',
    accountEnabled: true,
  },
];
const OLA = {
  external_id: 'aad-1',
  email: 'ola@corp.test',
  first_name: 'Ola',
  last_name: 'Nordmann',
  display_name: 'Ola Nordmann',
  job_title: 'Designer',
};
const OLAF = {
  external_id: 'aad-2',
  email: 'olaf.ext@corp.test',
  first_name: '',
  last_name: '',
  display_name: 'Olaf Extern',
  job_title: null,
};

let stub: GraphStub;
beforeAll(async () => {
  stub = await startGraphStub({ ...CREDENTIALS, users: GRAPH_USERS });
});
afterAll(() => stub.close());
afterEach(() => stub.failUsersWith(null));

const graphDirectory = (overrides: Partial<Parameters<typeof createGraphDirectory>[0]> = {}) =>
  createGraphDirectory({ ...CREDENTIALS, loginUrl: stub.url, apiUrl: stub.url, ...overrides });

describe('the Microsoft Graph adapter against a local Graph', () => {
  test('maps enabled users and signs in once for two searches', async () => {
    const tokensBefore = stub.tokenRequests().length;
    const searchesBefore = stub.userRequests().length;
    const graph = graphDirectory();
    expect(await graph.search('OLA', 50)).toEqual([OLA, OLAF]);
    expect((await graph.search('nordmann', 50)).map((user) => user.external_id)).toEqual(['aad-1', 'aad-4']);
    expect(stub.tokenRequests().length - tokensBefore).toBe(1);
    expect(stub.userRequests().length - searchesBefore).toBe(2);
    const last = stub.userRequests().at(-1)!;
    expect(last.headers.consistencylevel).toBe('eventual');
    expect(last.query.get('$filter')).toBe('accountEnabled eq true');
    expect(last.query.get('$top')).toBe('50');
    expect(await graph.search('nordmann', 1)).toHaveLength(1);
  });

  test('a token Graph no longer accepts is replaced once', async () => {
    const graph = graphDirectory();
    await graph.search('kari', 50);
    const tokensBefore = stub.tokenRequests().length;
    stub.revokeTokens();
    expect((await graph.search('kari', 50)).map((user) => user.email)).toEqual(['kari@corp.test']);
    expect(stub.tokenRequests().length - tokensBefore).toBe(1);
  });

  test('a wrong secret, a refusing Graph or an unreachable host is a DirectoryUnavailableError', async () => {
    const wrongSecret = graphDirectory({ clientSecret: 'wrong' }).search('ola', 50);
    await expect(wrongSecret).rejects.toThrow(DirectoryUnavailableError);
    await expect(wrongSecret).rejects.toThrow('Graph token request failed: HTTP 401');
    for (const status of [401, 500, 503]) {
      stub.failUsersWith(status);
      await expect(graphDirectory().search('ola', 50)).rejects.toThrow(`Graph user search failed: HTTP ${status}`);
    }
    const unreachable = graphDirectory({ loginUrl: 'http://127.0.0.1:1' }).search('ola', 50);
    await expect(unreachable).rejects.toThrow(DirectoryUnavailableError);
  });
});

describe('azure/search with MS_GRAPH_* pointing at the local Graph', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({
      graph: loadConfig({
        MS_GRAPH_TENANT_ID: CREDENTIALS.tenantId,
        MS_GRAPH_CLIENT_ID: CREDENTIALS.clientId,
        MS_GRAPH_CLIENT_SECRET: CREDENTIALS.clientSecret,
        MS_GRAPH_LOGIN_URL: stub.url,
        MS_GRAPH_API_URL: stub.url,
      }).graph,
    });
    const agency = await createAgency(t.db, { name: 'Graph Agentur' });
    await createUser(t.db, { email: 'md@graph.test', role: 'managing-director', agencyIds: [agency.id] });
    await createUser(t.db, { email: 'ola.lokal@graph.test', firstName: 'Ola', lastName: 'Lokal' });
    headers = await t.signIn('md@graph.test', 'agency', { password: FACTORY_PASSWORD });
  });
  afterAll(() => t.close());

  const search = (keyword: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/agency/azure/search',
      headers: { ...headers, 'accept-language': language },
      payload: { keyword },
    });

  test('answers with the Graph users, not the local ones', async () => {
    const response = await search('ola');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([OLA, OLAF]);
  });

  test('a 401 or 5xx from Graph is a 502 "Error loading employees" without internals', async () => {
    for (const status of [401, 500]) {
      stub.failUsersWith(status);
      const response = await search('ola');
      expect(response.statusCode, String(status)).toBe(502);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'catalogue.errorLoadingEmployees',
        message: 'Error loading employees',
      });
    }
    const german = await search('ola', 'de');
    expect(german.json().message).toBe('Fehler beim Laden der Mitarbeitenden');
    expect(german.body).not.toMatch(/graph|http|127\.0\.0\.1|token/i);
  });
});
