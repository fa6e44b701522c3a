import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAgencyProfile } from '../../../api/use-agency-profile.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import '../messages.ts';

/** /onboarding/welcome (managing director of an agency whose profile is incomplete). */
export function OnboardingWelcomePage() {
  const { t } = useTranslation();
  const firstName = useAuthStore((state) => state.firstName);
  const profile = useAgencyProfile();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto' }}>
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <RocketLaunchOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="h4" component="h1">
          {firstName ? t('onboarding.welcome.title', { name: firstName }) : t('onboarding.welcome.titleAnonymous')}
        </Typography>
        <Typography color="text.secondary">
          {t('onboarding.welcome.text', { agency: profile.data?.name ?? '' })}
        </Typography>
        <Button component={RouterLink} to="/onboarding" variant="contained" size="large">
          {t('onboarding.welcome.start')}
        </Button>
      </Stack>
    </Paper>
  );
}
