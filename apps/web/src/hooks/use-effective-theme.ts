import type { Theme } from '@fm/contract/enums';
import useMediaQuery from '@mui/material/useMediaQuery';
import { usePreferencesStore } from '../stores/preferences-store.ts';

/** The theme actually shown: the stored choice, or the system's dark preference for 'system'. */
export function useEffectiveTheme(): Theme {
  const preference = usePreferencesStore((state) => state.theme);
  const isSystemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  if (preference === 'system') return isSystemDark ? 'dark' : 'light';
  return preference;
}
