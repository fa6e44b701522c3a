import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IDP_CLIENT_ID } from '@fm/contract/constants';
import { REALMS, ROLES } from '@fm/contract/enums';
import { ROLE_REALM, TOKEN_ROLE_NAMES } from '@fm/contract/roles';
import { describe, expect, it } from 'vitest';
import { buildRealmExport, REALM_EXPORT_DIR, realmExportFileName } from './realm-export.ts';

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
});
