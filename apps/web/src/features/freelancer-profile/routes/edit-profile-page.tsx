import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the editProfile page; its content comes with the freelancer-profile issue. */
export function EditProfilePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.editProfile')}>
      <ComingSoon />
    </PageFrame>
  );
}
