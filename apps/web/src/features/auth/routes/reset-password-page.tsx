import { forgotPassword } from '@fm/contract/endpoints/freelancers';
import { AGENCY_PASSWORD_ENDPOINTS } from '@fm/contract/endpoints/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { callEndpoint } from '../../../api/client.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { muiField } from '../../../lib/mui-register.ts';
import { TwoOptionToggle } from '../../../ui/two-option-toggle.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { SetPasswordForm } from '../components/set-password-form.tsx';
import { emailFormSchema } from '../utils/auth-form-schemas.ts';
import '../messages.ts';

type Outcome = { severity: 'success' | 'error'; messageKey: string } | null;
type AccountKind = 'freelancer' | 'staff';

/**
 * Sends the reset mail: freelancers through POST /api/freelancer/forgot-password, agency, admin and finance
 * users through POST /api/agency/forgot-password. Both answer the same whether or not the address is known.
 */
function ForgotPasswordForm({ initialKind }: { initialKind: AccountKind }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AccountKind>(initialKind);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const resolver = useContractResolver(emailFormSchema, { email: t('auth.email') });
  const form = useForm({ resolver, defaultValues: { email: '' } });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = muiField(form, t);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const endpoint = kind === 'freelancer' ? forgotPassword : AGENCY_PASSWORD_ENDPOINTS.forgotPassword;
    try {
      await callEndpoint(endpoint, { body: values });
      setOutcome({ severity: 'success', messageKey: 'catalogue.resetMailSent' });
    } catch (error) {
      if (isApiError(error) && (error.status === 0 || error.status >= 500)) return;
      setOutcome({ severity: 'error', messageKey: endpoint.errorKey });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <TwoOptionToggle<AccountKind>
        value={kind}
        onChange={setKind}
        ariaLabel={t('authFlow.accountType')}
        isFullWidth
        options={[
          { value: 'freelancer', label: t('authFlow.realmFreelancer') },
          { value: 'staff', label: t('authFlow.realmStaff') },
        ]}
      />
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {t(outcome.messageKey)}
        </Alert>
      )}
      <TextField type="email" autoComplete="email" required {...field('email', t('auth.email'))} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('auth.sendResetLink')}
      </Button>
    </Stack>
  );
}

/** /reset-password: asks for the reset mail; with the mailed link's ?t=… it sets the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t');
  if (token) {
    return (
      <AuthCard title={t('authFlow.resetWithTokenTitle')} subtitle={t('authFlow.resetWithTokenSubtitle')}>
        <SetPasswordForm token={token} isGoingHome />
        <AuthLinks links={[{ to: '/login', labelKey: 'auth.backToLogin' }]} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <ForgotPasswordForm initialKind={searchParams.get('realm') === 'freelancer' ? 'freelancer' : 'staff'} />
      <AuthLinks links={[{ to: '/login', labelKey: 'auth.backToLogin' }]} />
    </AuthCard>
  );
}
