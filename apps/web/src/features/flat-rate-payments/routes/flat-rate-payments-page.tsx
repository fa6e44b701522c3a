import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the flatRatePayments page; its content comes with the flat-rate-payments issue. */
export function FlatRatePaymentsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.flatRatePayments')}>
      <ComingSoon />
    </PageFrame>
  );
}
