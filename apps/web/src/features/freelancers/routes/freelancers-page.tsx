import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the freelancers page; its content comes with the freelancers issue. */
export function FreelancersPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.freelancers')}>
      <ComingSoon />
    </PageFrame>
  );
}
