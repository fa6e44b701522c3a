import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the projectDetail page; its content comes with the projects issue. */
export function ProjectDetailPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.projectDetail')}>
      <ComingSoon />
    </PageFrame>
  );
}
