import { isRememberedPath } from '@fm/contract/routes';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAuthStore } from '../../stores/auth-store.ts';
import { type RouteHandle, resolveSignedInRedirect } from './guard-rules.ts';
import { CHOOSE_AGENCY_PATH, LOGIN_PATH } from './paths.ts';

/** The pattern of the deepest matched route that declares one (see RouteHandle). */
export function useRoutePattern(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.pattern) return handle.pattern;
  }
  return '/';
}

/** Guards every signed-in route: token, active agency, profile state, role (docs/product.md §3). */
export function RequireSession() {
  const location = useLocation();
  const pattern = useRoutePattern();
  const session = useAuthStore();
  const redirect = resolveSignedInRedirect(session, pattern);
  const target = `${location.pathname}${location.search}`;
  const shouldRemember = redirect === LOGIN_PATH && !session.hasSignedOut && isRememberedPath(location.pathname);

  const hasArrived = redirect === null && pattern !== CHOOSE_AGENCY_PATH;

  useEffect(() => {
    const { redirectUrl, setRedirectUrl } = useAuthStore.getState();
    if (redirect === LOGIN_PATH) setRedirectUrl(shouldRemember ? target : null);
    // The remembered path has served its purpose once a page (other than the agency choice) is shown.
    else if (hasArrived && redirectUrl !== null) setRedirectUrl(null);
  }, [redirect, shouldRemember, target, hasArrived]);

  if (redirect && redirect !== location.pathname) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
