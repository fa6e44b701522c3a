import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoOptionToggle } from '../../../ui/two-option-toggle.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

type StaffRealm = 'admin' | 'finance';

const LINKS = [
  { to: '/reset-password', labelKey: 'auth.forgotPassword' },
  { to: '/login', labelKey: 'auth.backToLogin' },
] as const;

/** /admin-login: admins and finance staff, with a switch between the two realms. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const [realm, setRealm] = useState<StaffRealm>('admin');
  return (
    <AuthCard title={t('auth.staffTitle')} subtitle={t('auth.staffSubtitle')}>
      <Box sx={{ mb: 2.5 }}>
        <TwoOptionToggle<StaffRealm>
          value={realm}
          onChange={setRealm}
          ariaLabel={t('auth.area')}
          isFullWidth
          options={[
            { value: 'admin', label: t('auth.realmAdmin') },
            { value: 'finance', label: t('auth.realmFinance') },
          ]}
        />
      </Box>
      <SignInForm key={realm} realm={realm} />
      <AuthLinks links={LINKS} />
    </AuthCard>
  );
}
