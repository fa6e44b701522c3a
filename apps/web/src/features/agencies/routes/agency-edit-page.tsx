import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the agencyEdit page; its content comes with the agencies issue. */
export function AgencyEditPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.agencyEdit')}>
      <ComingSoon />
    </PageFrame>
  );
}
