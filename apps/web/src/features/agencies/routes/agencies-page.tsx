import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the agencies page; its content comes with the agencies issue. */
export function AgenciesPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.agencies')}>
      <ComingSoon />
    </PageFrame>
  );
}
