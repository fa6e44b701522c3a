import { useTranslation } from 'react-i18next';
import { AgencyRegisterForm } from '../components/agency-register-form.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';

/** /sso-register: registration of an invited agency user. */
export function SsoRegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.ssoRegisterTitle')} subtitle={t('auth.ssoRegisterSubtitle')}>
      <AgencyRegisterForm />
      <AuthLinks links={[{ to: '/sso?type=login', labelKey: 'auth.agencySignIn' }]} />
    </AuthCard>
  );
}
