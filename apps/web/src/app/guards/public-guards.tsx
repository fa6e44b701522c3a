import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useAuthStore } from '../../stores/auth-store.ts';
import { LOGIN_PATH } from './paths.ts';

/**
 * A signed-in user visiting a sign-in page goes home, or to the remembered path right after signing in.
 * It waits while a sign-in is still reading the profile, so the guards see the profile state.
 */
export function RedirectIfSignedIn() {
  const isSignedIn = useAuthStore((state) => state.accessToken !== null && !state.isSigningIn);
  const redirectUrl = useAuthStore((state) => state.redirectUrl);
  return isSignedIn ? <Navigate to={redirectUrl ?? '/'} replace /> : <Outlet />;
}

/** /sso works only with ?type=login or ?type=register. */
export function RequireSsoType() {
  const [searchParams] = useSearchParams();
  const type = searchParams.get('type');
  return type === 'login' || type === 'register' ? <Outlet /> : <Navigate to={LOGIN_PATH} replace />;
}

/** /register needs the invitation token ?t. */
export function RequireRegisterToken() {
  const [searchParams] = useSearchParams();
  return searchParams.get('t') ? <Outlet /> : <Navigate to={LOGIN_PATH} replace />;
}
