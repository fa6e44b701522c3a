import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the reports page; its content comes with the reports issue. */
export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.reports')}>
      <ComingSoon />
    </PageFrame>
  );
}
