import { AGENCY_PASSWORD_ENDPOINTS } from '@fm/contract/endpoints/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { createPasswordAndSignIn } from '../api/create-password.ts';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields.tsx';
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
  const form = useNewPasswordForm();
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    setErrorKey(null);
    const endpoint = AGENCY_PASSWORD_ENDPOINTS.passwordCreate;
    try {
      await createPasswordAndSignIn(endpoint, token, password);
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
      <NewPasswordFields form={form} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('auth.createPassword')}
      </Button>
    </Stack>
  );
}
