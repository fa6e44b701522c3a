import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the userDetail page; its content comes with the users issue. */
export function UserDetailPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.userDetail')}>
      <ComingSoon />
    </PageFrame>
  );
}
