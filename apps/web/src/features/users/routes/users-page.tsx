import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the users page; its content comes with the users issue. */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.users')}>
      <ComingSoon />
    </PageFrame>
  );
}
