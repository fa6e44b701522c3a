import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePreferences } from '../../features/settings/hooks/use-update-preferences.ts';
import { useEffectiveTheme } from '../../hooks/use-effective-theme.ts';

/**
 * Tooltip brings Popper.js along (about 11 KB gzip), more than the sign-in pages' first download can carry: it is
 * a chunk of its own, fetched as soon as this module runs. Until it arrives the button works, without its tooltip.
 */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** Light/dark toggle for the top bar (system by default; a click makes the choice explicit and saves it). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useEffectiveTheme();
  const { setTheme } = useUpdatePreferences();
  const label = mode === 'dark' ? t('layout.switchToLight') : t('layout.switchToDark');
  const button = (
    <IconButton color="inherit" aria-label={label} onClick={() => setTheme(mode === 'dark' ? 'light' : 'dark')}>
      {mode === 'dark' ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
    </IconButton>
  );
  return (
    <Suspense fallback={button}>
      <Tooltip title={label}>{button}</Tooltip>
    </Suspense>
  );
}
