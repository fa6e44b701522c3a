import { AGENCY_PASSWORD_ENDPOINTS } from '@fm/contract/endpoints/users';
import { realmSchema } from '@fm/contract/enums';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { callEndpoint } from '../../../api/client.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { signIn } from '../api/sign-in.ts';
import { newPasswordFormSchema } from '../utils/auth-form-schemas.ts';
import { PasswordField } from './password-field.tsx';
import '../messages.ts';

const EXPIRED_KEYS = ['catalogue.registrationLinkExpired', 'catalogue.resetLinkExpired'];

/**
 * Sets the password from an invitation or reset link (POST /api/agency/create-password, which takes the
 * links of every realm), then signs in with it; the guards lead on (onboarding, agency choice, dashboard).
 * Under RedirectIfSignedIn (/sso-register) the guard itself goes home once signed in: navigating here as well
 * raced it and could cancel the guards' next redirect, leaving a blank page. Elsewhere (`isGoingHome`) the form
 * goes home itself.
 */
export function SetPasswordForm({ token, isGoingHome = false }: { token: string; isGoingHome?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const passwordLabel = t('auth.newPassword');
  const resolver = useContractResolver(newPasswordFormSchema, {
    password: passwordLabel,
    confirmation: t('auth.confirmPassword'),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { password: '', confirmation: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setErrorKey(null);
    const endpoint = AGENCY_PASSWORD_ENDPOINTS.passwordCreate;
    try {
      const account = await callEndpoint(endpoint, { body: { expiryToken: token, newPassword: password } });
      await signIn({ realm: realmSchema.parse(account.realm), email: account.email, password, isRememberMe: false });
      if (isGoingHome) await navigate('/', { replace: true });
    } catch (error) {
      if (isApiError(error) && (error.status === 0 || error.status >= 500)) return;
      const passwordError = isApiError(error) ? error.fieldErrors.newPassword : undefined;
      if (passwordError?.length) {
        setError('password', { type: 'server', message: passwordError.join(' ') });
        return;
      }
      setErrorKey(isApiError(error) && error.code.startsWith('catalogue.') ? error.code : endpoint.errorKey);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      {errorKey && (
        <Alert severity="error" role="alert">
          {t(errorKey)}{' '}
          {EXPIRED_KEYS.includes(errorKey) && (
            <Link component={RouterLink} to="/reset-password">
              {t('authFlow.requestNewLink')}
            </Link>
          )}
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
  );
}
