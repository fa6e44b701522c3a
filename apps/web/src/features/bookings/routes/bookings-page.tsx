import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the bookings page; its content comes with the bookings issue. */
export function BookingsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.bookings')}>
      <ComingSoon />
    </PageFrame>
  );
}
