import type { Realm } from '@fm/contract/enums';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { muiRegister } from '../../../lib/mui-register.ts';
import { isRememberMeOn } from '../../../lib/session-cookies.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { signIn } from '../api/sign-in.ts';
import { signInFormSchema } from '../utils/auth-form-schemas.ts';
import { PasswordField } from './password-field.tsx';

/**
 * E-mail, password and remember-me against one realm (password grant). Afterwards the guards take over:
 * remembered path or home, then choose agency, onboarding or the dashboard.
 */
export function SignInForm({ realm }: { realm: Realm }) {
  const { t } = useTranslation();
  const location = useLocation();
  const flashKey = (location.state as { messageKey?: string } | null)?.messageKey ?? null;
  const [errorKey, setErrorKey] = useState<string | null>(flashKey);
  const resolver = useContractResolver(signInFormSchema, { email: t('auth.email'), password: t('auth.password') });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { email: '', password: '', isRememberMe: isRememberMeOn() },
  });

  const onSubmit = handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      // On success the page's RedirectIfSignedIn guard moves on (remembered path or home).
      await signIn({ realm, ...values });
    } catch (error) {
      // 5xx and network failures already raised the unknown-error snackbar.
      if (isApiError(error) && (error.status === 0 || error.status >= 500)) return;
      setErrorKey(isApiError(error) ? error.code : 'error.unknown');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
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
        helperText={fieldErrorText(errors.email, t, t('auth.email'))}
        {...muiRegister(register('email'))}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={fieldErrorText(errors.password, t, t('auth.password'))}
        {...register('password')}
      />
      <CheckboxField name="isRememberMe" control={control} label={t('auth.rememberMe')} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </Stack>
  );
}
