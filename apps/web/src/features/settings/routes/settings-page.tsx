import { LANGUAGES, type Language } from '@fm/contract/enums';
import { hasPermission } from '@fm/contract/roles';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HelpButtons } from '../../../components/help/help-buttons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { type ThemePreference, usePreferencesStore } from '../../../stores/preferences-store.ts';
import { ReplacementSection } from '../components/replacement-section.tsx';
import { useUpdatePreferences } from '../hooks/use-update-preferences.ts';

const THEME_OPTIONS: readonly ThemePreference[] = ['light', 'dark', 'system'];

/**
 * /settings (every role): theme and language of the signed-in user, saved through the realm's settings call;
 * support and feedback for everyone (admins and finance have no /profile).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const theme = usePreferencesStore((state) => state.theme);
  const language = usePreferencesStore((state) => state.language);
  const { setTheme, setLanguage } = useUpdatePreferences();
  const canNameReplacement = useAuthStore(
    (state) => state.realm === 'agency' && hasPermission(state.user?.roles ?? [], 'agency-user-vacation-replacement'),
  );

  return (
    <PageFrame title={t('pages.settings')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('settings.appearance')}
        </Typography>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="settings-theme">{t('settings.theme')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="settings-theme"
              value={theme}
              onChange={(event) => setTheme(event.target.value as ThemePreference)}
            >
              {THEME_OPTIONS.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t(`settings.themes.${option}`)}
                />
              ))}
            </RadioGroup>
            <FormHelperText sx={{ mx: 0 }}>{t('settings.themeSystemHint')}</FormHelperText>
          </FormControl>
          <FormControl>
            <FormLabel id="settings-language">{t('settings.language')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="settings-language"
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language)}
            >
              {LANGUAGES.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  lang={option}
                  control={<Radio />}
                  label={t(`layout.languages.${option}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </Paper>
      {canNameReplacement && <ReplacementSection />}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640, mt: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('help.title')}
        </Typography>
        <HelpButtons />
      </Paper>
    </PageFrame>
  );
}
