import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import '../messages.ts';
import { MyTimeRecords } from '../components/my-time-records.tsx';
import { TimeReview } from '../components/time-review.tsx';

/** /time-recording — freelancers record their time; agency users, admin and finance review it. */
export function TimeRecordingPage() {
  const { t } = useTranslation();
  const roles = useAuthStore(selectRoles);
  return (
    <PageFrame title={t('pages.timeRecording')}>
      {roles.includes('freelancer') ? <MyTimeRecords /> : <TimeReview />}
    </PageFrame>
  );
}
