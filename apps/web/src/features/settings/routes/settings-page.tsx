import { LANGUAGES } from '@fm/contract/enums';
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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpButtons } from '../../../components/help/help-buttons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { type ThemePreference, usePreferencesStore } from '../../../stores/preferences-store.ts';
import { ReplacementSection } from '../components/replacement-section.tsx';
import { useUpdatePreferences } from '../hooks/use-update-preferences.ts';

const THEME_OPTIONS: readonly ThemePreference[] = ['light', 'dark', 'system'];

type RadioChoiceProps<V extends string> = {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (option: V) => string;
  onChange: (value: V) => void;
  hint?: string;
  /** The options are languages: each label is marked as written in its own language. */
  isLanguageChoice?: boolean;
};

/** One preference as a row of radio buttons under its label. */
function RadioChoice<V extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  hint,
  isLanguageChoice = false,
}: RadioChoiceProps<V>) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            lang={isLanguageChoice ? option : undefined}
            control={<Radio />}
            label={optionLabel(option)}
          />
        ))}
      </RadioGroup>
      {hint ? <FormHelperText sx={{ mx: 0 }}>{hint}</FormHelperText> : null}
    </FormControl>
  );
}

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
          <RadioChoice
            label={t('settings.theme')}
            value={theme}
            options={THEME_OPTIONS}
            optionLabel={(option) => t(`settings.themes.${option}`)}
            onChange={setTheme}
            hint={t('settings.themeSystemHint')}
          />
          <RadioChoice
            label={t('settings.language')}
            value={language}
            options={LANGUAGES}
            optionLabel={(option) => t(`layout.languages.${option}`)}
            onChange={setLanguage}
            isLanguageChoice
          />
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
