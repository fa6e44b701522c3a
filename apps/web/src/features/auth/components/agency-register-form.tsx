import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SetPasswordForm } from './set-password-form.tsx';
import '../messages.ts';

/**
 * Registration of an invited agency user: with the invitation link's token (?t=…) the password is set here;
 * without it the page explains where the link is (agency accounts exist only by invitation).
 */
export function AgencyRegisterForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  if (token) return <SetPasswordForm token={token} />;
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('authFlow.invitationOnly')}</Alert>
      <Typography variant="body2" color="text.secondary">
        {t('authFlow.invitationExpiredHint')}
      </Typography>
    </Stack>
  );
}
