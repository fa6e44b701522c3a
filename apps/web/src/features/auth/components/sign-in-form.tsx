import type { Realm } from '@fm/contract/enums';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { muiField } from '../../../lib/mui-register.ts';
import { isRememberMeOn } from '../../../lib/session-cookies.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import type { SignInFormValues } from '../utils/auth-form-schemas.ts';
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
 * The sign-in call (with the profile calls and their contract schemas) and the form's schema load after the form
 * has rendered, so /login's first download leaves zod out; the form starts fetching both as soon as it shows.
 */
const loadSignIn = () => import('../api/sign-in.ts');
const loadSignInValidation = () => import('../utils/sign-in-validation.ts');

/**
 * E-mail, password and remember-me against one realm (password grant). Afterwards the guards take over:
 * remembered path or home, then choose agency, onboarding or the dashboard.
 */
export function SignInForm({ realm }: { realm: Realm }) {
  const { t } = useTranslation();
  const location = useLocation();
  const flashKey = (location.state as { messageKey?: string } | null)?.messageKey ?? null;
  const [errorKey, setErrorKey] = useState<string | null>(flashKey);
  const resolver: Resolver<SignInFormValues> = async (values, _context, options) => {
    const { resolveSignInForm } = await loadSignInValidation();
    return resolveSignInForm(values, options, t, { email: t('auth.email'), password: t('auth.password') });
  };
  const form = useForm<SignInFormValues>({
    resolver,
    defaultValues: { email: '', password: '', isRememberMe: isRememberMeOn() },
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = muiField(form, t);
  useEffect(() => {
    // Fetched early so that the first submit does not wait; a failed fetch is tried again by the submit.
    loadSignIn().catch(() => undefined);
    loadSignInValidation().catch(() => undefined);
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      // On success the page's RedirectIfSignedIn guard moves on (remembered path or home).
      const { signIn } = await loadSignIn();
      await signIn({ realm, ...values });
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
      <OutlinedField type="email" autoComplete="username" autoFocus required {...field('email', t('auth.email'))} />
      <PasswordField autoComplete="current-password" required {...field('password', t('auth.password'))} />
      <CheckboxField name="isRememberMe" control={control} label={t('auth.rememberMe')} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </Stack>
  );
}
