import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Microsoft's identity platform and Graph, for tests: the client-credentials token endpoint
 * and GET /v1.0/users with $search, $filter and $count, answering as the real services do (shapes and status
 * codes of their documentation). It refuses what the real ones refuse: wrong credentials or scope, a missing
 * ConsistencyLevel header on an advanced query, an unknown bearer token.
 */

export type StubGraphUser = {
  id: string;
  mail: string | null;
  userPrincipalName: string;
  givenName: string | null;
  surname: string | null;
  displayName: string;
  jobTitle: string | null;
  accountEnabled: boolean;
};

export type GraphStubOptions = { tenantId: string; clientId: string; clientSecret: string; users: StubGraphUser[] };

type Recorded = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers'] };

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const graphError = (code: string, message: string) => ({ error: { code, message } });

async function readBody(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

/** `"displayName:ola" OR "mail:ola"` → the one term, as the adapter builds it; anything else is refused. */
function searchTerm(search: string | null) {
  const match = search?.match(/^"displayName:([^"]*)" OR "mail:([^"]*)"$/);
  return match && match[1] === match[2] ? match[1]!.toLowerCase() : null;
}

export async function startGraphStub(options: GraphStubOptions) {
  const requests: Recorded[] = [];
  const issued = new Set<string>();
  let usersFailure: number | null = null;
  let baseUrl = '';

  function token(response: ServerResponse, tenant: string, form: URLSearchParams) {
    if (tenant !== options.tenantId) {
      return sendJson(response, 400, { error: 'invalid_request', error_description: 'AADSTS90002: Tenant not found.' });
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return sendJson(response, 400, { error: 'unsupported_grant_type' });
    }
    if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
      return sendJson(response, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid secret.' });
    }
    if (form.get('scope') !== `${baseUrl}/.default`) return sendJson(response, 400, { error: 'invalid_scope' });
    const accessToken = `stub-token-${issued.size + 1}`;
    issued.add(accessToken);
    return sendJson(response, 200, {
      token_type: 'Bearer',
      expires_in: 3599,
      ext_expires_in: 3599,
      access_token: accessToken,
    });
  }

  function users(request: IncomingMessage, response: ServerResponse, query: URLSearchParams) {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !issued.has(bearer)) {
      return sendJson(response, 401, graphError('InvalidAuthenticationToken', 'Access token validation failure.'));
    }
    if (usersFailure) return sendJson(response, usersFailure, graphError('generalException', 'Stub failure.'));
    if (request.headers.consistencylevel !== 'eventual' || query.get('$count') !== 'true') {
      return sendJson(response, 400, graphError('Request_UnsupportedQuery', 'Advanced query parameters required.'));
    }
    const term = searchTerm(query.get('$search'));
    if (term === null) return sendJson(response, 400, graphError('Request_UnsupportedQuery', 'Invalid $search.'));
    const filter = query.get('$filter');
    if (filter !== null && filter !== 'accountEnabled eq true') {
      return sendJson(response, 400, graphError('Request_UnsupportedQuery', 'Unsupported $filter.'));
    }
    const matches = options.users.filter(
      (user) =>
        (filter === null || user.accountEnabled) &&
        (user.displayName.toLowerCase().includes(term) || (user.mail ?? '').toLowerCase().includes(term)),
    );
    const fields = (query.get('$select') ?? 'id,displayName,mail').split(',');
    const top = Number(query.get('$top') ?? 100);
    const value = matches
      .slice(0, top)
      .map((user) => Object.fromEntries(fields.map((field) => [field, user[field as keyof StubGraphUser] ?? null])));
    return sendJson(response, 200, {
      '@odata.context': `${baseUrl}/v1.0/$metadata#users(${fields.join(',')})`,
      '@odata.count': matches.length,
      value,
    });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', baseUrl);
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
    });
    const tokenPath = url.pathname.match(/^\/([^/]+)\/oauth2\/v2\.0\/token$/);
    if (request.method === 'POST' && tokenPath) {
      return token(response, decodeURIComponent(tokenPath[1]!), new URLSearchParams(await readBody(request)));
    }
    if (request.method === 'GET' && url.pathname === '/v1.0/users') return users(request, response, url.searchParams);
    return sendJson(response, 404, graphError('Request_ResourceNotFound', 'Not found.'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    tokenRequests: () => requests.filter((request) => request.path.endsWith('/oauth2/v2.0/token')),
    userRequests: () => requests.filter((request) => request.path === '/v1.0/users'),
    /** Every token issued so far stops being valid (as after a secret rotation). */
    revokeTokens: () => issued.clear(),
    /** GET /v1.0/users answers with this status until reset with null. */
    failUsersWith: (status: number | null) => {
      usersFailure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}

export type GraphStub = Awaited<ReturnType<typeof startGraphStub>>;
