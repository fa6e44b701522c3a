import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AgencyRegisterForm } from '../components/agency-register-form.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

/** /sso?type=login (agency sign-in, realm agency) or /sso?type=register (invited agency users). */
export function SsoPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (searchParams.get('type') === 'register') {
    return (
      <AuthCard title={t('auth.agencyRegisterTitle')} subtitle={t('auth.agencyRegisterSubtitle')}>
        <AgencyRegisterForm />
        <AuthLinks links={[{ to: '/sso?type=login', labelKey: 'auth.agencySignIn' }]} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.agencyTitle')} subtitle={t('auth.agencySubtitle')}>
      <SignInForm realm="agency" />
      <AuthLinks
        links={[
          { to: '/reset-password', labelKey: 'auth.forgotPassword' },
          { to: '/sso?type=register', labelKey: 'auth.toAgencyRegister' },
          { to: '/login', labelKey: 'auth.backToLogin' },
        ]}
      />
    </AuthCard>
  );
}
