import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useAuthStore } from '../../stores/auth-store.ts';
import { LOGIN_PATH } from './guard-rules.ts';

/** A signed-in user visiting a sign-in page goes home. */
export function RedirectIfSignedIn() {
  const hasToken = useAuthStore((state) => state.accessToken !== null);
  return hasToken ? <Navigate to="/" replace /> : <Outlet />;
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
