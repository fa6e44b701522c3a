import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isAgencyUser, useAuthStore } from '../../../stores/auth-store.ts';
import '../messages.ts';
import { AgencyPayments } from '../components/agency-payments.tsx';
import { PaymentsReview } from '../components/payments-review.tsx';

/** /flat-rate-payments — agency users record payments; finance and admin review them. */
export function FlatRatePaymentsPage() {
  const { t } = useTranslation();
  const isAgency = useAuthStore(isAgencyUser);
  return (
    <PageFrame title={t('pages.flatRatePayments')}>{isAgency ? <AgencyPayments /> : <PaymentsReview />}</PageFrame>
  );
}
