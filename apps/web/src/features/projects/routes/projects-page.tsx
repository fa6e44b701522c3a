import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the projects page; its content comes with the projects issue. */
export function ProjectsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.projects')}>
      <ComingSoon />
    </PageFrame>
  );
}
