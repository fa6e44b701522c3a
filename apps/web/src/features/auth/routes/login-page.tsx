import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

const LINKS = [
  { to: '/reset-password?realm=freelancer', labelKey: 'auth.forgotPassword' },
  { to: '/sso?type=login', labelKey: 'auth.agencySignIn' },
  { to: '/admin-login', labelKey: 'auth.staffSignIn' },
] as const;

/** /login: freelancers sign in here (realm freelancer). */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.freelancerTitle')} subtitle={t('auth.freelancerSubtitle')}>
      <SignInForm realm="freelancer" />
      <AuthLinks links={LINKS} />
    </AuthCard>
  );
}
