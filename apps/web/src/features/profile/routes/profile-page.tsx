import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the profile page; its content comes with the profile issue. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.profile')}>
      <ComingSoon />
    </PageFrame>
  );
}
