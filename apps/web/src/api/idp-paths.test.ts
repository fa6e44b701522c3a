import { IDP_BASE as CONTRACT_IDP_BASE, idpRealmPath as contractIdpRealmPath } from '@fm/contract/endpoints/idp';
import { REALMS } from '@fm/contract/enums';
import { describe, expect, it } from 'vitest';
import { IDP_BASE, idpRealmPath } from './idp-paths.ts';

describe("the web app's copy of the IdP paths", () => {
  it("builds every realm's and call's URL as the contract does, below the default and an external base", () => {
    expect(IDP_BASE).toBe(CONTRACT_IDP_BASE);
    for (const realm of REALMS) {
      for (const path of ['token', 'token/introspect', 'logout', 'certs', 'userinfo'] as const) {
        for (const base of [undefined, 'https://sso.example.test/auth/', 'https://sso.example.test']) {
          expect(idpRealmPath(realm, path, base)).toBe(contractIdpRealmPath(realm, path, base));
        }
      }
    }
  });
});
