import { describe, expect, it } from 'vitest';
import { issuerFor, jwksUrlFor } from './idp-urls.ts';

describe('issuer and JWKS URLs', () => {
  it('point at the embedded provider under /idp by default', () => {
    const config = { publicUrl: 'https://market.example/', idpUrl: null };
    expect(issuerFor(config, 'agency')).toBe('https://market.example/idp/realms/agency');
    expect(jwksUrlFor(config, 'agency')).toBe('https://market.example/idp/realms/agency/protocol/openid-connect/certs');
  });

  it('point at Keycloak when IDP_URL is set', () => {
    const config = { publicUrl: 'https://market.example', idpUrl: 'https://sso.example/' };
    expect(issuerFor(config, 'finance')).toBe('https://sso.example/realms/finance');
    expect(jwksUrlFor(config, 'finance')).toBe('https://sso.example/realms/finance/protocol/openid-connect/certs');
  });
});
