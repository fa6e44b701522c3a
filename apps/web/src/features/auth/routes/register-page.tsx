import { PASSWORD_MIN_LENGTH } from '@fm/contract/constants';
import { passwordCreate } from '@fm/contract/endpoints/freelancers';
import { isCommonPassword } from '@fm/contract/schemas/validation';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { registerMessages } from '../../../i18n/register-messages.ts';
import { createPasswordAndSignIn } from '../api/create-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { NewPasswordFields, useNewPasswordForm } from '../components/new-password-fields.tsx';

/** Refusals of a link that can no longer set a password: the page says what to do instead. */
const LINK_REFUSALS = ['catalogue.registrationLinkExpired', 'rule.invitationExpired', 'rule.invitationUsed'];

registerMessages('freelancerRegister', {
  en: {
    guidance: 'Your password must',
    length: 'have at least {{min}} characters',
    numberOrSymbol: 'contain at least one number or symbol',
    notCommon: 'not be a commonly used password',
    expiredHint: 'If you already set your password, please log in. Otherwise ask the agency for a new invitation.',
  },
  de: {
    guidance: 'Ihr Passwort muss',
    length: 'mindestens {{min}} Zeichen haben',
    numberOrSymbol: 'mindestens eine Ziffer oder ein Sonderzeichen enthalten',
    notCommon: 'kein häufig verwendetes Passwort sein',
    expiredHint:
      'Wenn Sie Ihr Passwort bereits festgelegt haben, melden Sie sich bitte an. Andernfalls bitten Sie die Agentur um eine neue Einladung.',
  },
});

/** The password guidance of docs/product.md §9, checked live while typing. */
function PasswordGuidance({ password }: { password: string }) {
  const { t } = useTranslation();
  const rules = [
    { key: 'length', isMet: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'numberOrSymbol', isMet: /[^\p{L}\s]/u.test(password) },
    { key: 'notCommon', isMet: password.length > 0 && !isCommonPassword(password) },
  ];
  return (
    <Stack spacing={0.5} aria-live="polite">
      <Typography variant="body2" color="text.secondary">
        {t('freelancerRegister.guidance')}
      </Typography>
      {rules.map((rule) => (
        <Stack key={rule.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {rule.isMet ? (
            <CheckCircleOutlinedIcon fontSize="small" color="success" aria-hidden />
          ) : (
            <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
          )}
          <Typography variant="body2" color={rule.isMet ? 'success.main' : 'text.secondary'}>
            {t(`freelancerRegister.${rule.key}`, { min: PASSWORD_MIN_LENGTH })}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * /register?t=…: sets the first password from the invitation link (POST /api/freelancer/create-password),
 * then signs in with it; the guards lead on to onboarding.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useNewPasswordForm();
  const {
    handleSubmit,
    control,
    setError,
    formState: { isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ password }) => {
    setErrorKey(null);
    try {
      // The page's RedirectIfSignedIn guard then leads on to onboarding.
      await createPasswordAndSignIn(passwordCreate, searchParams.get('t') ?? '', password);
    } catch (error) {
      if (isApiError(error) && (error.status === 0 || error.status >= 500)) return;
      const passwordError = isApiError(error) ? error.fieldErrors.newPassword?.[0] : undefined;
      if (passwordError) return setError('password', { message: passwordError });
      const isCatalogued = isApiError(error) && /^(catalogue|rule)\./.test(error.code);
      setErrorKey(isCatalogued ? error.code : passwordCreate.errorKey);
    }
  });

  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {errorKey && (
          <Alert severity="error" role="alert">
            {t(errorKey)}
            {LINK_REFUSALS.includes(errorKey) ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('freelancerRegister.expiredHint')}
              </Typography>
            ) : null}
          </Alert>
        )}
        <NewPasswordFields form={form} guidance={<PasswordGuidance password={password} />} />
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
