import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import '../messages.ts';

/** /create-profile/welcome: what the onboarding asks for, and the way in. */
export function CreateProfileWelcomePage() {
  const { t } = useTranslation();
  const firstName = useAuthStore((state) => state.firstName);
  return (
    <PageFrame title={t('pages.createProfileWelcome')} hasBack={false}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 5 }, maxWidth: 720 }}>
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <WavingHandOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h2">
            {firstName
              ? t('freelancerProfile.welcome.greeting', { name: firstName })
              : t('freelancerProfile.welcome.title')}
          </Typography>
          <Typography>{t('freelancerProfile.welcome.text')}</Typography>
          <Typography color="text.secondary">{t('freelancerProfile.welcome.list')}</Typography>
          <Button component={RouterLink} to="/create-profile" variant="contained" size="large">
            {t('freelancerProfile.welcome.start')}
          </Button>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
