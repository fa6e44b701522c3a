import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the freelancerDetail page; its content comes with the freelancers issue. */
export function FreelancerDetailPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.freelancerDetail')}>
      <ComingSoon />
    </PageFrame>
  );
}
