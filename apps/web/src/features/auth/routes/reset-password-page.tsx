import { forgotPassword } from '@fm/contract/endpoints/freelancers';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { callEndpoint } from '../../../api/client.ts';
import { muiRegister } from '../../../lib/mui-register.ts';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { emailFormSchema } from '../utils/auth-form-schemas.ts';

type Outcome = { severity: 'success' | 'error'; messageKey: string } | null;

/** /reset-password: sends the password reset mail (POST /api/freelancer/forgot-password). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await callEndpoint(forgotPassword, { body: values });
      setOutcome({ severity: 'success', messageKey: 'catalogue.resetMailSent' });
    } catch (error) {
      if (isApiError(error) && (error.status === 0 || error.status >= 500)) return;
      setOutcome({ severity: 'error', messageKey: forgotPassword.errorKey });
    }
  });

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {t(outcome.messageKey)}
          </Alert>
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={Boolean(errors.email)}
          helperText={fieldErrorText(errors.email, t, t('auth.email'))}
          {...muiRegister(register('email'))}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {t('auth.sendResetLink')}
        </Button>
      </Stack>
      <AuthLinks links={[{ to: '/login', labelKey: 'auth.backToLogin' }]} />
    </AuthCard>
  );
}
