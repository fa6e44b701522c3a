import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ensureFreshSession } from '../api/client.ts';

/** Root of every route: checks the token's expiry on each route change and on window focus (docs/product.md §10.3). */
export function AppRoot() {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change itself is the trigger.
  useEffect(() => {
    void ensureFreshSession();
  }, [pathname]);

  useEffect(() => {
    const onFocus = () => void ensureFreshSession();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
