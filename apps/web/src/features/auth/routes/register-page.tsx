import { passwordCreate } from '@fm/contract/endpoints/freelancers';
import { realmSchema } from '@fm/contract/enums';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { callEndpoint } from '../../../api/client.ts';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { signIn } from '../api/sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { newPasswordFormSchema } from '../utils/auth-form-schemas.ts';

/**
 * /register?t=…: sets the first password from the invitation link (POST /api/freelancer/create-password),
 * then signs in with it; the guards lead on to onboarding.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', confirmation: '' } });
  const passwordLabel = t('auth.newPassword');

  const onSubmit = handleSubmit(async ({ password }) => {
    setErrorKey(null);
    try {
      const account = await callEndpoint(passwordCreate, {
        body: { expiryToken: searchParams.get('t') ?? '', newPassword: password },
      });
      const realm = realmSchema.parse(account.realm);
      // The page's RedirectIfSignedIn guard then leads on to onboarding.
      await signIn({ realm, email: account.email, password, isRememberMe: false });
    } catch (error) {
      if (isApiError(error) && (error.status === 0 || error.status >= 500)) return;
      setErrorKey(isApiError(error) && error.code.startsWith('catalogue.') ? error.code : passwordCreate.errorKey);
    }
  });

  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {errorKey && (
          <Alert severity="error" role="alert">
            {t(errorKey)}
          </Alert>
        )}
        <PasswordField
          label={passwordLabel}
          autoComplete="new-password"
          required
          error={Boolean(errors.password)}
          helperText={fieldErrorText(errors.password, t, passwordLabel) ?? t('auth.passwordRules')}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          required
          error={Boolean(errors.confirmation)}
          helperText={fieldErrorText(errors.confirmation, t, t('auth.confirmPassword'))}
          {...register('confirmation')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {t('auth.createPassword')}
        </Button>
      </Stack>
      <AuthLinks
        links={[
          { to: '/login', labelKey: 'auth.backToLogin' },
          { to: '/reset-password', labelKey: 'auth.forgotPassword' },
        ]}
      />
    </AuthCard>
  );
}
