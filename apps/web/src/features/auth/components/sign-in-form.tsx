import type { Realm } from '@fm/contract/enums';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { muiRegister } from '../../../lib/mui-register.ts';
import { isRememberMeOn } from '../../../lib/session-cookies.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { signIn } from '../api/sign-in.ts';
import { PasswordField } from './password-field.tsx';

type SignInValues = { email: string; password: string; isRememberMe: boolean };

import { EMAIL_PATTERN } from '../utils/patterns.ts';

/**
 * E-mail, password and remember-me against one realm (password grant). Afterwards it goes to the remembered
 * path or home; the guards take over from there (choose agency, onboarding, dashboard).
 */
export function SignInForm({ realm }: { realm: Realm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const flashKey = (location.state as { messageKey?: string } | null)?.messageKey ?? null;
  const [errorKey, setErrorKey] = useState<string | null>(flashKey);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ defaultValues: { email: '', password: '', isRememberMe: isRememberMeOn() } });

  const onSubmit = async (values: SignInValues) => {
    setErrorKey(null);
    try {
      await signIn({ realm, ...values });
      const { redirectUrl, setRedirectUrl } = useAuthStore.getState();
      setRedirectUrl(null);
      await navigate(redirectUrl ?? '/', { replace: true });
    } catch (error) {
      // 5xx and network failures already raised the unknown-error snackbar.
      if (isApiError(error) && (error.status === 0 || error.status >= 500)) return;
      setErrorKey(isApiError(error) ? error.code : 'error.unknown');
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      {errorKey && (
        <Alert severity="error" role="alert">
          {t(errorKey)}
        </Alert>
      )}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
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
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        {...register('password', { required: t('validation.required', { field: t('auth.password') }) })}
      />
      <CheckboxField name="isRememberMe" control={control} label={t('auth.rememberMe')} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </Stack>
  );
}
