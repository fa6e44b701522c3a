import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A stand-in for Keycloak speaking its HTTP API at the level of requests and responses: the client-credentials
 * token endpoint, the realms' certs (JWKS) and the admin REST endpoints that user management calls, with
 * Keycloak's paths, status codes, headers and JSON shapes (Keycloak 26). Every admin call is recorded.
 */

export type KeycloakUser = {
  id: string;
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled: boolean;
  emailVerified: boolean;
  createdTimestamp: number;
  realmRoles: string[];
  password?: string;
  sessionsEnded: number;
};

export type RecordedCall = { method: string; path: string; query: URLSearchParams; body: unknown };

export type KeycloakDouble = {
  url: string;
  calls: RecordedCall[];
  users: Map<string, KeycloakUser>;
  /** Adds a user to a realm, as an operator or a previous sign-up would have. */
  addUser: (realm: string, user: Partial<KeycloakUser> & { email: string }) => KeycloakUser;
  /** An access token of the realm for a user, signed with the key the realm's certs publish. */
  accessToken: (realm: string, user: KeycloakUser, options?: { email?: string }) => Promise<string>;
  /** Admin calls with a method and a path ending (e.g. `POST`, `/users`), in order. */
  callsTo: (method: string, pathPattern: RegExp) => RecordedCall[];
  close: () => Promise<void>;
};

const REALM_ROLES: Record<string, string[]> = {
  agency: ['managing-director', 'agency-manager', 'default-roles-agency', 'offline_access', 'uma_authorization'],
  admin: ['admin', 'default-roles-admin'],
  finance: ['finance-cfo-global', 'finance-cfo', 'finance-user', 'default-roles-finance'],
  freelancer: ['default-roles-freelancer'],
  master: ['admin', 'default-roles-master'],
};
/** Keycloak's role ids are UUIDs; stable ones per realm and name here. */
const roleId = (realm: string, name: string) =>
  `00000000-0000-4000-8000-${Buffer.from(`${realm}/${name}`).toString('hex').padEnd(12, '0').slice(0, 12)}`;
const roleRepresentation = (realm: string, name: string) => ({
  id: roleId(realm, name),
  name,
  description: '',
  composite: name.startsWith('default-roles-'),
  clientRole: false,
  containerId: `realm-${realm}`,
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export async function startKeycloakDouble(admin: { realm: string; clientId: string; clientSecret: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const calls: RecordedCall[] = [];
  const users = new Map<string, KeycloakUser>();
  const realmOf = new Map<string, string>();
  const serviceTokens = new Set<string>();
  let url = '';

  const sign = (realm: string, claims: Record<string, unknown>, subject: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(`${url}/realms/${realm}`)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti(randomUUID())
      .sign(privateKey);

  const toRepresentation = (user: KeycloakUser) => ({
    id: user.id,
    username: user.username,
    ...(user.email ? { email: user.email } : {}),
    ...(user.firstName !== undefined ? { firstName: user.firstName } : {}),
    ...(user.lastName !== undefined ? { lastName: user.lastName } : {}),
    emailVerified: user.emailVerified,
    createdTimestamp: user.createdTimestamp,
    enabled: user.enabled,
    totp: false,
    disableableCredentialTypes: [],
    requiredActions: [],
    notBefore: 0,
    access: { manage: true },
  });

  const addUser: KeycloakDouble['addUser'] = (realm, input) => {
    const user: KeycloakUser = {
      id: randomUUID(),
      username: (input.username ?? input.email).toLowerCase(),
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      enabled: input.enabled ?? true,
      emailVerified: input.emailVerified ?? true,
      createdTimestamp: Date.now(),
      realmRoles: input.realmRoles ?? [`default-roles-${realm}`],
      password: input.password,
      sessionsEnded: 0,
    };
    users.set(user.id, user);
    realmOf.set(user.id, realm);
    return user;
  };

  async function handleAdmin(realm: string, rest: string, method: string, body: unknown, res: ServerResponse) {
    const inRealm = (user: KeycloakUser | undefined) => (user && realmOf.get(user.id) === realm ? user : undefined);
    if (rest === '/users' && method === 'GET') return 'list';
    if (rest === '/users' && method === 'POST') {
      const input = body as Partial<KeycloakUser> & { username?: string; credentials?: { value: string }[] };
      const username = (input.username ?? input.email ?? '').toLowerCase();
      const taken = [...users.values()].some(
        (user) => realmOf.get(user.id) === realm && (user.username === username || user.email === input.email),
      );
      if (taken) return send(res, 409, { errorMessage: 'User exists with same username' });
      const user = addUser(realm, {
        ...input,
        email: input.email ?? username,
        username,
        password: input.credentials?.[0]?.value,
        realmRoles: [`default-roles-${realm}`],
      });
      return send(res, 201, undefined, { location: `${url}/admin/realms/${realm}/users/${user.id}` });
    }
    const roleMatch = rest.match(/^\/roles\/([^/]+)$/);
    if (roleMatch && method === 'GET') {
      const name = decodeURIComponent(roleMatch[1] ?? '');
      if (!(REALM_ROLES[realm] ?? []).includes(name)) return send(res, 404, { error: 'Could not find role' });
      return send(res, 200, roleRepresentation(realm, name));
    }
    const userMatch = rest.match(/^\/users\/([^/]+)(\/.*)?$/);
    if (!userMatch) return send(res, 404, { error: 'RESTEASY003210: Could not find resource for full path' });
    const user = inRealm(users.get(userMatch[1] ?? ''));
    if (!user) return send(res, 404, { error: 'User not found' });
    const action = userMatch[2] ?? '';
    if (action === '' && method === 'GET') return send(res, 200, toRepresentation(user));
    if (action === '' && method === 'PUT') {
      const update = body as Partial<KeycloakUser>;
      for (const key of ['email', 'firstName', 'lastName', 'enabled', 'emailVerified'] as const) {
        if (update[key] !== undefined && update[key] !== null) Object.assign(user, { [key]: update[key] });
      }
      return send(res, 204);
    }
    if (action === '/reset-password' && method === 'PUT') {
      const credential = body as { type?: string; value?: string };
      if (credential.type !== 'password' || !credential.value) {
        return send(res, 400, { error: 'invalid_request', error_description: 'Missing password' });
      }
      user.password = credential.value;
      return send(res, 204);
    }
    if (action === '/logout' && method === 'POST') {
      user.sessionsEnded++;
      return send(res, 204);
    }
    if (action === '/role-mappings/realm') {
      if (method === 'GET')
        return send(
          res,
          200,
          user.realmRoles.map((name) => roleRepresentation(realm, name)),
        );
      const names = (body as { name: string }[]).map((role) => role.name);
      if (method === 'POST') {
        for (const name of names) {
          if (!(REALM_ROLES[realm] ?? []).includes(name)) return send(res, 404, { error: 'Role not found' });
          if (!user.realmRoles.includes(name)) user.realmRoles.push(name);
        }
        return send(res, 204);
      }
      if (method === 'DELETE') {
        user.realmRoles = user.realmRoles.filter((name) => !names.includes(name));
        return send(res, 204);
      }
    }
    return send(res, 405, { error: 'HTTP 405 Method Not Allowed' });
  }

  const server: Server = createServer(async (req, res) => {
    const requestUrl = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    const text = await readBody(req);
    // Keycloak's JAX-RS routing ignores a trailing slash (the client asks for `/users/` when listing).
    const path = requestUrl.pathname.length > 1 ? requestUrl.pathname.replace(/\/+$/, '') : requestUrl.pathname;

    const tokenMatch = path.match(/^\/realms\/([^/]+)\/protocol\/openid-connect\/token$/);
    if (tokenMatch && method === 'POST') {
      const form = new URLSearchParams(text);
      // client_secret_basic (RFC 6749 §2.3.1: form-encoded id and secret in Basic) or client_secret_post.
      const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
      const [basicId, basicSecret] = basic
        ? Buffer.from(basic, 'base64')
            .toString('utf8')
            .split(':')
            .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')))
        : [];
      const clientId = basicId ?? form.get('client_id');
      const clientSecret = basicSecret ?? form.get('client_secret');
      const isValid =
        tokenMatch[1] === admin.realm &&
        form.get('grant_type') === 'client_credentials' &&
        clientId === admin.clientId &&
        clientSecret === admin.clientSecret;
      calls.push({
        method,
        path,
        query: requestUrl.searchParams,
        body: { ...Object.fromEntries(form), client_id: clientId, client_secret: clientSecret },
      });
      if (!isValid) {
        return send(res, 401, {
          error: 'unauthorized_client',
          error_description: 'Invalid client or Invalid client credentials',
        });
      }
      const token = await sign(
        admin.realm,
        { typ: 'Bearer', azp: admin.clientId, scope: 'profile email' },
        randomUUID(),
      );
      serviceTokens.add(token);
      return send(res, 200, {
        access_token: token,
        expires_in: 300,
        refresh_expires_in: 0,
        token_type: 'Bearer',
        'not-before-policy': 0,
        scope: 'profile email',
      });
    }
    if (/^\/realms\/[^/]+\/protocol\/openid-connect\/certs$/.test(path) && method === 'GET') {
      return send(res, 200, { keys: [jwk] });
    }
    const adminMatch = path.match(/^\/admin\/realms\/([^/]+)(\/.*)$/);
    if (adminMatch) {
      const body = text ? JSON.parse(text) : undefined;
      calls.push({ method, path, query: requestUrl.searchParams, body });
      const bearer = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
      if (!bearer || !serviceTokens.has(bearer)) return send(res, 401, { error: 'HTTP 401 Unauthorized' });
      const realm = adminMatch[1] ?? '';
      if (!REALM_ROLES[realm]) return send(res, 404, { error: 'Realm not found.' });
      const result = await handleAdmin(realm, adminMatch[2] ?? '', method, body, res);
      if (result === 'list') {
        const email = requestUrl.searchParams.get('email')?.toLowerCase();
        const isExact = requestUrl.searchParams.get('exact') === 'true';
        const found = [...users.values()].filter(
          (user) =>
            realmOf.get(user.id) === realm &&
            (!email || (isExact ? user.email === email : Boolean(user.email?.includes(email)))),
        );
        send(res, 200, found.map(toRepresentation));
      }
      return;
    }
    send(res, 404, { error: 'Unable to find matching target resource method' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const double: KeycloakDouble = {
    url,
    calls,
    users,
    addUser,
    accessToken: (realm, user, options = {}) =>
      sign(
        realm,
        {
          typ: 'Bearer',
          azp: 'marketplace-web',
          sid: randomUUID(),
          realm_access: { roles: user.realmRoles },
          email: options.email ?? user.email,
          preferred_username: user.username,
          given_name: user.firstName,
          family_name: user.lastName,
        },
        user.id,
      ),
    callsTo: (method, pathPattern) => calls.filter((call) => call.method === method && pathPattern.test(call.path)),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return double;
}
