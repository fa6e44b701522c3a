import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the timeRecording page; its content comes with the time-recording issue. */
export function TimeRecordingPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.timeRecording')}>
      <ComingSoon />
    </PageFrame>
  );
}
