import type { Realm } from '@fm/contract/enums';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loadSignIn, signInFailure, useSignInForm } from '../hooks/use-sign-in-form.ts';
import { OTHER_SIGN_INS } from '../utils/sign-in-links.ts';
import { OutlinedField } from './outlined-field.tsx';
import { PasswordField } from './password-field.tsx';

/**
 * The identity provider answers every refused password grant alike (wrong e-mail, wrong password, other realm),
 * so the message names both causes and points to the other sign-ins without saying whether the account exists.
 */
function LoginFailedAlert({ realm }: { realm: Realm }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('error.loginFailed')}</AlertTitle>
      {t('auth.wrongCredentials')} {t(`auth.wrongPageHint.${realm}`)}
      <Stack component="span" spacing={0.5} sx={{ mt: 0.5, display: 'flex' }}>
        {OTHER_SIGN_INS[realm].map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="always">
            {t(link.labelKey)}
          </Link>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * E-mail, password and remember-me against one realm (password grant). Afterwards the guards take over:
 * remembered path or home, then choose agency, onboarding or the dashboard.
 */
export function SignInForm({ realm }: { realm: Realm }) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const { values, textField, setIsRememberMe, formProps, isSubmitting } = useSignInForm(async (input) => {
    setErrorKey(null);
    try {
      // On success the page's RedirectIfSignedIn guard moves on (remembered path or home).
      const { signIn } = await loadSignIn();
      await signIn({ realm, ...input });
    } catch (error) {
      const failure = signInFailure(error);
      if (!failure.isReported) setErrorKey(failure.key);
    }
  });

  return (
    <Stack component="form" spacing={2.5} {...formProps}>
      {errorKey === 'error.loginFailed' && <LoginFailedAlert realm={realm} />}
      {errorKey && errorKey !== 'error.loginFailed' && (
        <Alert severity="error" role="alert">
          {t(errorKey)}
        </Alert>
      )}
      <OutlinedField type="email" autoComplete="username" autoFocus required {...textField('email', t('auth.email'))} />
      <PasswordField autoComplete="current-password" required {...textField('password', t('auth.password'))} />
      {/* As ui/CheckboxField renders an unrequired checkbox without error, without react-hook-form's controller. */}
      <FormControl>
        <FormControlLabel
          label={t('auth.rememberMe')}
          control={
            <Checkbox
              name="isRememberMe"
              checked={values.isRememberMe}
              onChange={(event) => setIsRememberMe(event.target.checked)}
              slotProps={{ input: { 'aria-invalid': false } }}
            />
          }
        />
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </Stack>
  );
}
