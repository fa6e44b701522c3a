import { IDP_CLIENT_ID } from '@fm/contract/constants';
import { IDP_BASE } from '@fm/contract/idp-paths';

/** What the server tells the browser at start: which identity provider to sign in with (IDP_URL). */
export type RuntimeConfig = { idpBase: string; clientId: string };

let runtimeConfig: RuntimeConfig = { idpBase: IDP_BASE, clientId: IDP_CLIENT_ID };
let loading: Promise<RuntimeConfig> | null = null;

/**
 * The configuration once the server has answered: the identity provider's calls wait for it. The app renders
 * while it loads (main.tsx starts it), so the first paint does not wait for a round trip no page draws from.
 */
export function readyRuntimeConfig(): Promise<RuntimeConfig> {
  return loading ?? Promise.resolve(runtimeConfig);
}

/** Reads GET /api/config; without an answer the embedded provider is used. */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  loading = fetchRuntimeConfig(fetchImpl);
  return loading;
}

async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<RuntimeConfig> {
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
