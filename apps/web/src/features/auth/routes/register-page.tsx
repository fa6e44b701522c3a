import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { PASSWORD_MIN_LENGTH, PASSWORD_SYMBOL_PATTERN } from '../utils/patterns.ts';

type RegisterValues = { password: string; confirmation: string };

/**
 * /register?t=…: a freelancer sets the first password from the invitation link.
 * TODO(freelancer registration issue): call POST /api/freelancer/create-password with { expiryToken: t,
 * newPassword } once packages/contract/src/endpoints defines it; until then the form only validates.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<RegisterValues>({ defaultValues: { password: '', confirmation: '' } });
  const passwordLabel = t('auth.newPassword');

  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(() => setIsSubmitted(true))}>
        {isSubmitted && <Alert severity="info">{t('auth.notAvailableYet')}</Alert>}
        <PasswordField
          label={passwordLabel}
          autoComplete="new-password"
          required
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? t('auth.passwordRules')}
          {...register('password', {
            required: t('validation.required', { field: passwordLabel }),
            minLength: {
              value: PASSWORD_MIN_LENGTH,
              message: t('validation.passwordTooShort', { field: passwordLabel }),
            },
            pattern: { value: PASSWORD_SYMBOL_PATTERN, message: t('validation.passwordNeedsSymbol') },
          })}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          required
          error={Boolean(errors.confirmation)}
          helperText={errors.confirmation?.message}
          {...register('confirmation', {
            required: t('validation.required', { field: t('auth.confirmPassword') }),
            validate: (value) => value === getValues('password') || t('validation.passwordsDiffer'),
          })}
        />
        <Button type="submit" variant="contained" size="large">
          {t('auth.createPassword')}
        </Button>
      </Stack>
      <AuthLinks links={[{ to: '/login', labelKey: 'auth.backToLogin' }]} />
    </AuthCard>
  );
}
