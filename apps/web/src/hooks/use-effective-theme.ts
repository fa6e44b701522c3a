import type { Theme } from '@fm/contract/enums';
import { usePreferencesStore } from '../stores/preferences-store.ts';
import { useMediaMatch } from './use-media-match.ts';

/**
 * The theme actually shown: the stored choice, or the system's dark preference for 'system' (followed as it
 * changes). Without MUI, so that the sign-in page, which leaves MUI out, shares it.
 */
export function useEffectiveTheme(): Theme {
  const preference = usePreferencesStore((state) => state.theme);
  const isSystemDark = useMediaMatch('(prefers-color-scheme: dark)');
  if (preference === 'system') return isSystemDark ? 'dark' : 'light';
  return preference;
}
