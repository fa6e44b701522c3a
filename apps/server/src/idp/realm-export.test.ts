import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IDP_CLIENT_ID } from '@fm/contract/constants';
import { REALMS, ROLES } from '@fm/contract/enums';
import { ROLE_REALM, TOKEN_ROLE_NAMES } from '@fm/contract/roles';
import { describe, expect, it } from 'vitest';
import { buildRealmExport, REALM_EXPORT_DIR, realmExportFileName } from './realm-export.ts';

/** Keycloak 26's realm representation: fields and a real 26.4.5 export's client scopes (source in its $comment). */
const KEYCLOAK_26 = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures', 'keycloak-26-realm.json'), 'utf8'),
);
type ClientScope = { name: string; protocolMappers?: { name: string; protocolMapper: string }[] };
const keycloakScope = (name: string): ClientScope =>
  KEYCLOAK_26.keycloakExport.clientScopes.find((scope: ClientScope) => scope.name === name);
const OIDC_DEFAULT_SCOPES = ['basic', 'acr', 'web-origins', 'roles', 'profile', 'email'];

const readCommitted = (realm: (typeof REALMS)[number]) =>
  JSON.parse(readFileSync(path.join(REALM_EXPORT_DIR, realmExportFileName(realm)), 'utf8'));

describe.each(REALMS)('Keycloak realm export of %s', (realm) => {
  const committed = readCommitted(realm);

  it('is what the generator writes (run npx tsx apps/server/src/idp/write-realm-export.ts)', () => {
    expect(committed).toEqual(buildRealmExport(realm));
  });

  it("holds the contract's realm roles for this realm", () => {
    const expected = ROLES.filter((role) => ROLE_REALM[role] === realm).map((role) => TOKEN_ROLE_NAMES[role]);
    const names: string[] = committed.roles.realm.map((role: { name: string }) => role.name);
    expect(expected.length).toBeGreaterThan(0);
    for (const name of expected) expect(names).toContain(name);
    const foreign = ROLES.filter((role) => ROLE_REALM[role] !== realm).map((role) => TOKEN_ROLE_NAMES[role]);
    for (const name of foreign) expect(names).not.toContain(name);
  });

  it('protects against brute force and keeps our lifetimes and the public web client', () => {
    expect(committed).toMatchObject({
      realm,
      enabled: true,
      bruteForceProtected: true,
      failureFactor: 5,
      waitIncrementSeconds: 30,
      maxFailureWaitSeconds: 900,
      accessTokenLifespan: 300,
      ssoSessionIdleTimeout: 1800,
    });
    const [client] = committed.clients;
    expect(client).toMatchObject({
      clientId: IDP_CLIENT_ID,
      publicClient: true,
      directAccessGrantsEnabled: true,
      standardFlowEnabled: true,
    });
    expect(client.protocolMappers).toContainEqual(
      expect.objectContaining({
        name: 'groups',
        protocolMapper: 'oidc-group-membership-mapper',
        config: expect.objectContaining({ 'full.path': 'false', 'claim.name': 'groups' }),
      }),
    );
  });

  it("gives its client Keycloak 26's default scopes, basic (the sub mapper) included", () => {
    const [client] = committed.clients;
    const keycloakClient = KEYCLOAK_26.keycloakExport.clients[0];
    expect([...client.defaultClientScopes].sort()).toEqual([...keycloakClient.defaultClientScopes].sort());
    expect([...client.defaultClientScopes].sort()).toEqual([...OIDC_DEFAULT_SCOPES].sort());
    for (const name of client.optionalClientScopes) expect(keycloakClient.optionalClientScopes).toContain(name);
    for (const name of committed.defaultDefaultClientScopes) {
      expect(KEYCLOAK_26.keycloakExport.defaultDefaultClientScopes).toContain(name);
    }
  });

  it('defines every scope it names exactly as Keycloak 26 exports it', () => {
    const names = committed.clientScopes.map((scope: ClientScope) => scope.name);
    const named = [...committed.clients[0].defaultClientScopes, ...committed.clients[0].optionalClientScopes];
    for (const name of named) expect(names).toContain(name);
    for (const scope of committed.clientScopes) expect(scope).toEqual(keycloakScope(scope.name));
    const basic = committed.clientScopes.find((scope: ClientScope) => scope.name === 'basic');
    expect(basic.protocolMappers).toContainEqual(expect.objectContaining({ protocolMapper: 'oidc-sub-mapper' }));
  });

  it("uses only fields of Keycloak 26's realm, client and client scope representations", () => {
    for (const key of Object.keys(committed)) expect(KEYCLOAK_26.realmFields).toContain(key);
    for (const key of Object.keys(committed.clients[0])) expect(KEYCLOAK_26.clientFields).toContain(key);
    for (const scope of committed.clientScopes) {
      for (const key of Object.keys(scope)) expect(KEYCLOAK_26.clientScopeFields).toContain(key);
    }
  });

  it('offers the login in German and English', () => {
    expect(committed).toMatchObject({ internationalizationEnabled: true, defaultLocale: 'en' });
    expect([...committed.supportedLocales].sort()).toEqual(['de', 'en']);
  });
});
