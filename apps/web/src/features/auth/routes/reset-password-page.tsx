import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { muiRegister } from '../../../lib/mui-register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { EMAIL_PATTERN } from '../utils/patterns.ts';

/**
 * /reset-password: asks for the e-mail address to send a reset link to.
 * TODO(password reset issue): call POST /api/freelancer/forgot-password with { email } once
 * packages/contract/src/endpoints defines it; until then the form only validates.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(() => setIsSubmitted(true))}>
        {isSubmitted && <Alert severity="info">{t('auth.notAvailableYet')}</Alert>}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          {...muiRegister(
            register('email', {
              required: t('validation.required', { field: t('auth.email') }),
              pattern: { value: EMAIL_PATTERN, message: t('validation.email') },
            }),
          )}
        />
        <Button type="submit" variant="contained" size="large">
          {t('auth.sendResetLink')}
        </Button>
      </Stack>
      <AuthLinks links={[{ to: '/login', labelKey: 'auth.backToLogin' }]} />
    </AuthCard>
  );
}
