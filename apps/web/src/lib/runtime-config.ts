import { IDP_CLIENT_ID } from '@fm/contract/constants';
import { IDP_BASE } from '@fm/contract/idp-paths';

/** What the server tells the browser at start: which identity provider to sign in with (IDP_URL). */
export type RuntimeConfig = { idpBase: string; clientId: string };

let runtimeConfig: RuntimeConfig = { idpBase: IDP_BASE, clientId: IDP_CLIENT_ID };

export function getRuntimeConfig(): RuntimeConfig {
  return runtimeConfig;
}

/** Reads GET /api/config once before the app renders; without an answer the embedded provider is used. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/api/config', { headers: { Accept: 'application/json' } });
    if (response.ok) {
      const { data } = (await response.json()) as { data: { idpUrl: string | null; clientId: string } };
      runtimeConfig = { idpBase: data.idpUrl ?? IDP_BASE, clientId: data.clientId };
    }
  } catch {
    // Offline or an old server: keep the defaults; sign-in will report its own failure.
  }
  return runtimeConfig;
}
