import { isRememberedPath } from '@fm/contract/routes';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAuthStore } from '../../stores/auth-store.ts';
import { LOGIN_PATH, type RouteHandle, resolveSignedInRedirect } from './guard-rules.ts';

/** The pattern of the deepest matched route that declares one (see RouteHandle). */
export function useRoutePattern(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.pattern) return handle.pattern;
  }
  return '/';
}

/** Guards every signed-in route: token, active agency, profile state, role (document 1 §2). */
export function RequireSession() {
  const location = useLocation();
  const pattern = useRoutePattern();
  const session = useAuthStore();
  const redirect = resolveSignedInRedirect(session, pattern);
  const target = `${location.pathname}${location.search}`;
  const shouldRemember = redirect === LOGIN_PATH && !session.hasSignedOut && isRememberedPath(location.pathname);

  useEffect(() => {
    if (redirect === LOGIN_PATH) useAuthStore.getState().setRedirectUrl(shouldRemember ? target : null);
  }, [redirect, shouldRemember, target]);

  if (redirect && redirect !== location.pathname) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
