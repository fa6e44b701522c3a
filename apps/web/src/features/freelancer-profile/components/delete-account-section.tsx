import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import '../messages.ts';

/** The freelancer deletes the own account; the server refuses while bookings are open and says why. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [isOpen, setIsOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        useAuthStore.getState().reset({ hasSignedOut: true });
        queryClient.clear();
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        setIsOpen(false);
        if (isApiError(error) && error.status > 0 && error.status < 500) setRefusal(error.message);
      },
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('freelancerProfile.deleteAccount.title')}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          {t('freelancerProfile.deleteAccount.title')}
        </Typography>
        <Typography color="text.secondary">{t('freelancerProfile.deleteAccount.text')}</Typography>
        {refusal ? (
          <Alert severity="warning" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Button color="error" variant="outlined" onClick={() => setIsOpen(true)}>
          {t('freelancerProfile.deleteAccount.button')}
        </Button>
      </Stack>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('freelancerProfile.deleteAccount.confirmTitle')}
        text={t('freelancerProfile.deleteAccount.confirmText')}
        confirmLabel={t('freelancerProfile.deleteAccount.button')}
        confirmColor="error"
        isBusy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setIsOpen(false)}
      />
    </Paper>
  );
}
