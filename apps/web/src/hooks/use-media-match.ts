import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query matches now, followed as it changes. Without MUI (its useMediaQuery), so that the sign-in
 * page, which leaves MUI out, can share what is built on it.
 */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
