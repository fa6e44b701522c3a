import type { Theme } from '@fm/contract/enums';
import { FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEffectiveTheme } from '../hooks/use-effective-theme.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';

export type ThemeSwitchProps = {
  /** Called with the explicit mode the user chose, e.g. to save it in the server-side settings. */
  onChange?: (theme: Theme) => void;
  /** Hide the visible label (it stays the accessible name). */
  isLabelHidden?: boolean;
};

/** Light/dark switch. With the 'system' preference it shows the system's current mode; a toggle makes it explicit. */
export function ThemeSwitch({ onChange, isLabelHidden = false }: ThemeSwitchProps) {
  const { t } = useTranslation();
  const setTheme = usePreferencesStore((state) => state.setTheme);
  const isDark = useEffectiveTheme() === 'dark';

  const toggle = (checked: boolean) => {
    const theme: Theme = checked ? 'dark' : 'light';
    setTheme(theme);
    onChange?.(theme);
  };

  const control = (
    <Switch
      checked={isDark}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': isLabelHidden ? t('ui.theme.label') : undefined } }}
    />
  );
  return isLabelHidden ? control : <FormControlLabel control={control} label={t('ui.theme.label')} />;
}
