import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AgencyRegisterForm } from '../components/agency-register-form.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import '../messages.ts';

/** /sso-register?t=…: an invited agency, admin or finance user sets the password from the invitation link. */
export function SsoRegisterPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('t');
  return (
    <AuthCard
      title={token ? t('authFlow.setPasswordTitle') : t('authFlow.invitationOnlyTitle')}
      subtitle={token ? t('authFlow.setPasswordSubtitle') : undefined}
    >
      <AgencyRegisterForm token={token} />
      <AuthLinks
        links={[
          { to: '/sso?type=login', labelKey: 'auth.agencySignIn' },
          { to: '/reset-password', labelKey: 'authFlow.requestNewLink' },
        ]}
      />
    </AuthCard>
  );
}
