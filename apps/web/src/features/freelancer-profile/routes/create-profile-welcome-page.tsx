import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the createProfileWelcome page; its content comes with the freelancer-profile issue. */
export function CreateProfileWelcomePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.createProfileWelcome')}>
      <ComingSoon />
    </PageFrame>
  );
}
