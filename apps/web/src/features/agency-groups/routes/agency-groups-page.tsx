import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the agencyGroups page; its content comes with the agency-groups issue. */
export function AgencyGroupsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.agencyGroups')}>
      <ComingSoon />
    </PageFrame>
  );
}
