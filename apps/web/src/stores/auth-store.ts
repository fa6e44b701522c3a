import type { TokenOutput } from '@fm/contract/endpoints/idp';
import type { Realm, Role } from '@fm/contract/enums';
import { AGENCY_ROLES, rolesFromClaims } from '@fm/contract/roles';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { decodeJwtPayload } from '../lib/jwt.ts';
import { clearRefreshToken, readRefreshToken, saveRefreshToken } from '../lib/session-cookies.ts';

/** The claims of docs/product.md §8.3, decoded from the access token. */
export type AuthUser = {
  id: string;
  email: string;
  username: string;
  roles: Role[];
  resourceAccess: Record<string, { roles: string[] }>;
  /** Agency ids (text) the user belongs to. */
  groups: string[];
};

export type ProfileSummary = {
  firstName: string;
  lastName: string;
  profileImage: string | null;
  isProfileComplete: boolean;
};

type AuthData = {
  accessToken: string | null;
  /** Kept in a cookie (remember-me), never in localStorage. */
  refreshToken: string | null;
  /** Epoch milliseconds at which the access token expires. */
  tokenExpiry: number | null;
  realm: Realm | null;
  user: AuthUser | null;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  /** Where to go after a forced sign-in (only REMEMBERED_PATH_PREFIXES are kept). */
  redirectUrl: string | null;
  activeGroup: string | null;
  /** null until the realm's profile has been read once. */
  isProfileComplete: boolean | null;
  /** Set by a deliberate sign-out (not persisted): then the current path is not remembered. */
  hasSignedOut: boolean;
  /** True while a sign-in reads the profile (not persisted): the sign-in pages wait before redirecting. */
  isSigningIn: boolean;
};

type AuthActions = {
  startSession: (tokens: TokenOutput, realm: Realm) => void;
  updateTokens: (tokens: TokenOutput) => void;
  setProfile: (profile: ProfileSummary) => void;
  setActiveGroup: (group: string | null) => void;
  setRedirectUrl: (url: string | null) => void;
  setIsSigningIn: (isSigningIn: boolean) => void;
  /** Ends the local session; `hasSignedOut` marks a deliberate sign-out rather than an expiry. */
  reset: (options?: { hasSignedOut?: boolean }) => void;
};

export type AuthState = AuthData & AuthActions;

const EMPTY: AuthData = {
  accessToken: null,
  refreshToken: null,
  tokenExpiry: null,
  realm: null,
  user: null,
  firstName: '',
  lastName: '',
  profileImage: null,
  redirectUrl: null,
  activeGroup: null,
  isProfileComplete: null,
  hasSignedOut: false,
  isSigningIn: false,
};

const asStringArray = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function userFromAccessToken(accessToken: string): AuthUser | null {
  const claims = decodeJwtPayload(accessToken);
  if (!claims) return null;
  const realmAccess = claims.realm_access as { roles?: unknown } | undefined;
  return {
    id: String(claims.sub ?? ''),
    email: String(claims.email ?? ''),
    username: String(claims.preferred_username ?? claims.email ?? ''),
    roles: rolesFromClaims(asStringArray(realmAccess?.roles)),
    resourceAccess: (claims.resource_access as AuthUser['resourceAccess'] | undefined) ?? {},
    groups: asStringArray(claims.groups),
  };
}

function tokenState(tokens: TokenOutput) {
  saveRefreshToken(tokens.refresh_token);
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    tokenExpiry: Date.now() + tokens.expires_in * 1000,
    user: userFromAccessToken(tokens.access_token),
  };
}

/** The session of docs/product.md §8, persisted (docs/product.md §12: auth is persisted client state). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...EMPTY,
      startSession: (tokens, realm) => {
        const next = tokenState(tokens);
        const groups = next.user?.groups ?? [];
        // The token's names show until the profile has been read.
        const claims = decodeJwtPayload(tokens.access_token) ?? {};
        set((state) => ({
          ...EMPTY,
          ...next,
          firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
          lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
          realm,
          redirectUrl: state.redirectUrl,
          // A sign-in starts the session before it reads the profile: the guards must go on waiting for it.
          isSigningIn: state.isSigningIn,
          activeGroup: groups.length === 1 ? (groups[0] ?? null) : null,
        }));
      },
      updateTokens: (tokens) => set(tokenState(tokens)),
      setProfile: (profile) => set(profile),
      setActiveGroup: (activeGroup) => set({ activeGroup }),
      setRedirectUrl: (redirectUrl) => set({ redirectUrl }),
      setIsSigningIn: (isSigningIn) => set({ isSigningIn }),
      reset: ({ hasSignedOut = false } = {}) => {
        clearRefreshToken();
        set((state) => ({ ...EMPTY, hasSignedOut, redirectUrl: hasSignedOut ? null : state.redirectUrl }));
      },
    }),
    {
      name: 'fm-auth',
      partialize: ({ refreshToken: _refreshToken, hasSignedOut: _hasSignedOut, isSigningIn: _isSigningIn, ...state }) =>
        Object.fromEntries(
          Object.entries(state).filter(([, value]) => typeof value !== 'function'),
        ) as Partial<AuthData>,
      // The refresh token comes from its cookie; without it the stored session is void (docs/product.md §10.3).
      merge: (persisted, current) => {
        const refreshToken = readRefreshToken();
        const stored = (persisted ?? {}) as Partial<AuthData>;
        if (!refreshToken || !stored.accessToken) return { ...current, redirectUrl: stored.redirectUrl ?? null };
        return { ...current, ...stored, refreshToken };
      },
    },
  ),
);

const NO_ROLES: readonly Role[] = [];

/**
 * The signed-in user's roles, as a store selector. The same empty array when signed out: a new [] per call would
 * make every subscriber re-render without end.
 */
export function selectRoles(session: Pick<AuthData, 'user'>): readonly Role[] {
  return session.user?.roles ?? NO_ROLES;
}

export function isAgencyUser(session: Pick<AuthData, 'user'>): boolean {
  return session.user?.roles.some((role) => (AGENCY_ROLES as readonly Role[]).includes(role)) ?? false;
}

/** An agency user in several agencies must pick the active one first (docs/product.md §3). */
export function needsAgencyChoice(session: Pick<AuthData, 'user' | 'activeGroup'>): boolean {
  return isAgencyUser(session) && (session.user?.groups.length ?? 0) > 1 && !session.activeGroup;
}
