import type { Theme } from '@fm/contract/enums';
import { useSyncExternalStore } from 'react';
import { usePreferencesStore } from '../stores/preferences-store.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isSystemDark = () => window.matchMedia(DARK_QUERY).matches;

/**
 * The theme actually shown: the stored choice, or the system's dark preference for 'system' (followed as it
 * changes). Without MUI, so that the sign-in page, which leaves MUI out, shares it.
 */
export function useEffectiveTheme(): Theme {
  const preference = usePreferencesStore((state) => state.theme);
  const isDark = useSyncExternalStore(subscribeToSystemTheme, isSystemDark);
  if (preference === 'system') return isDark ? 'dark' : 'light';
  return preference;
}
