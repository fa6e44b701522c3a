import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the onboardingWelcome page; its content comes with the onboarding issue. */
export function OnboardingWelcomePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.onboardingWelcome')}>
      <ComingSoon />
    </PageFrame>
  );
}
