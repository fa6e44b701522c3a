import { canVisit } from '@fm/contract/routes';
import { type AuthState, needsAgencyChoice } from '../../stores/auth-store.ts';
import { CHOOSE_AGENCY_PATH, HOME_PATH, LOGIN_PATH } from './paths.ts';

/** The route guards of docs/product.md §3 as pure rules; the guard components only render their answer. */

export type GuardSession = Pick<AuthState, 'accessToken' | 'user' | 'activeGroup' | 'isProfileComplete'>;

/** Where a user with an incomplete profile must go, and the pages that belong to that set-up. */
const PROFILE_SET_UP = {
  'managing-director': { start: '/onboarding/welcome', pages: ['/onboarding/welcome', '/onboarding'] },
  freelancer: { start: '/create-profile/welcome', pages: ['/create-profile/welcome', '/create-profile'] },
} as const;

/** Pages that are reachable whatever the profile state (outside the main area). */
const PROFILE_INDEPENDENT = ['/choose-agency', '/credit-memo-procedure'];

/** Route handle carried by every signed-in route: the route pattern of the contract's role table. */
export type RouteHandle = { pattern: string; isDense?: boolean };

function profileRedirect(session: GuardSession, pattern: string): string | null {
  if (PROFILE_INDEPENDENT.includes(pattern)) return null;
  const roles = session.user?.roles ?? [];
  for (const [role, setUp] of Object.entries(PROFILE_SET_UP)) {
    if (!roles.includes(role as keyof typeof PROFILE_SET_UP)) continue;
    const isSetUpPage = (setUp.pages as readonly string[]).includes(pattern);
    if (session.isProfileComplete === false && !isSetUpPage) return setUp.start;
    if (session.isProfileComplete === true && isSetUpPage) return HOME_PATH;
  }
  return null;
}

/** True while the profile set-up is forced: every page outside it would send the user back there. */
export function isProfileSetUpForced(session: GuardSession): boolean {
  return profileRedirect(session, HOME_PATH) !== null;
}

/**
 * The redirect for a signed-in route with the given pattern, or null to render it. Order of docs/product.md §3:
 * token → active agency → profile state → role.
 */
export function resolveSignedInRedirect(session: GuardSession, pattern: string): string | null {
  if (!session.accessToken) return LOGIN_PATH;
  const roles = session.user?.roles ?? [];
  if (pattern !== CHOOSE_AGENCY_PATH && needsAgencyChoice(session)) return CHOOSE_AGENCY_PATH;
  const toProfile = profileRedirect(session, pattern);
  if (toProfile) return toProfile;
  if (!canVisit(pattern, roles)) return HOME_PATH;
  return null;
}
