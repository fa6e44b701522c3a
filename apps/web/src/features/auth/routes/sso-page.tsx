import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AgencyRegisterForm } from '../components/agency-register-form.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import '../messages.ts';

/** /sso?type=login (agency sign-in, realm agency) or /sso?type=register (invited agency users). */
export function SsoPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (searchParams.get('type') === 'register') {
    const token = searchParams.get('t');
    return (
      <AuthCard
        title={token ? t('authFlow.setPasswordTitle') : t('auth.agencyRegisterTitle')}
        subtitle={token ? t('authFlow.setPasswordSubtitle') : t('auth.agencyRegisterSubtitle')}
      >
        <AgencyRegisterForm token={token} />
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
