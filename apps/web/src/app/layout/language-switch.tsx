import type { Language } from '@fm/contract/enums';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePreferences } from '../../features/settings/hooks/use-update-preferences.ts';
import { useHasBeenTrue } from '../../hooks/use-has-been-true.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { lazyComponent } from '../lazy-page.ts';

const { Component: LanguageMenu, prefetch: prefetchLanguageMenu } = lazyComponent(
  () => import('./language-menu.tsx'),
  'LanguageMenu',
);

/**
 * en/de switch; persisted locally and, when signed in, saved to the server. The menu is fetched when the pointer
 * or the focus reaches the button (at the latest on the click) and stays mounted once opened.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = usePreferencesStore((state) => state.language);
  const { setLanguage } = useUpdatePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hasOpened = useHasBeenTrue(anchor !== null);
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
        onPointerEnter={prefetchLanguageMenu}
        onFocus={prefetchLanguageMenu}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
      >
        {language.toUpperCase()}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} language={language} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
