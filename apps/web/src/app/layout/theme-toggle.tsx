import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useUpdatePreferences } from '../../features/settings/hooks/use-update-preferences.ts';
import { useEffectiveTheme } from '../../hooks/use-effective-theme.ts';

/** Light/dark toggle for the top bar (system by default; a click makes the choice explicit and saves it). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useEffectiveTheme();
  const { setTheme } = useUpdatePreferences();
  const label = mode === 'dark' ? t('layout.switchToLight') : t('layout.switchToDark');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setTheme(mode === 'dark' ? 'light' : 'dark')}>
        {mode === 'dark' ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}
