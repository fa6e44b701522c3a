import { LANGUAGES, type Language } from '@fm/contract/enums';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePreferences } from '../../features/settings/hooks/use-update-preferences.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';

/** en/de switch; persisted locally and, when signed in, saved to the server. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = usePreferencesStore((state) => state.language);
  const { setLanguage } = useUpdatePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: Language) => {
    setAnchor(null);
    if (next !== language) setLanguage(next);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('layout.language')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
      >
        {language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem key={option} lang={option} selected={option === language} onClick={() => choose(option)}>
            {t(`layout.languages.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
