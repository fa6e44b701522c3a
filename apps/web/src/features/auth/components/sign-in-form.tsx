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
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { loadSignIn, useSignInForm } from '../hooks/use-sign-in-form.ts';
import { OutlinedField } from './outlined-field.tsx';
import { PasswordField } from './password-field.tsx';

/** The other sign-in pages, offered when the identity provider refused the credentials on this one. */
const OTHER_SIGN_INS: Record<Realm, readonly { to: string; labelKey: string }[]> = {
  freelancer: [
    { to: '/sso?type=login', labelKey: 'auth.agencySignIn' },
    { to: '/admin-login', labelKey: 'auth.staffSignIn' },
  ],
  agency: [
    { to: '/login', labelKey: 'auth.freelancerSignIn' },
    { to: '/admin-login', labelKey: 'auth.staffSignIn' },
  ],
  admin: [
    { to: '/login', labelKey: 'auth.freelancerSignIn' },
    { to: '/sso?type=login', labelKey: 'auth.agencySignIn' },
  ],
  finance: [
    { to: '/login', labelKey: 'auth.freelancerSignIn' },
    { to: '/sso?type=login', labelKey: 'auth.agencySignIn' },
  ],
};

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
  const location = useLocation();
  const flashKey = (location.state as { messageKey?: string } | null)?.messageKey ?? null;
  const [errorKey, setErrorKey] = useState<string | null>(flashKey);
  const { values, textField, setIsRememberMe, onSubmit, isSubmitting } = useSignInForm(async (input) => {
    setErrorKey(null);
    try {
      // On success the page's RedirectIfSignedIn guard moves on (remembered path or home).
      const { signIn } = await loadSignIn();
      await signIn({ realm, ...input });
    } catch (error) {
      // 5xx and network failures already raised the unknown-error snackbar.
      if (isApiError(error) && (error.status === 0 || error.status >= 500)) return;
      setErrorKey(isApiError(error) ? error.code : 'error.unknown');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
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
