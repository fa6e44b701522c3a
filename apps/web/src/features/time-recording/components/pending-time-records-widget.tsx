import type { Role } from '@fm/contract/enums';
import { seesWidget } from '@fm/contract/roles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { mutationFeedback } from '../../../api/mutation-feedback.ts';
import { ApprovalWidget } from '../../../components/approval-widget.tsx';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { formatDate, formatHours } from '../../../components/record-list/format.ts';
import { useChangeTimeRecordStatus } from '../api/change-time-record-status.ts';
import { useTimeReview } from '../api/get-time-records.ts';

const WIDGET_SIZE = 10;
const isAgencyRole = (role: Role) => role === 'managing-director' || role === 'agency-manager';

/**
 * The "approval-pending time records" widget: what waits on the reader. Account managers and managing directors
 * see PENDING records (their approval); finance sees APPROVED ones (its approval).
 */
export function PendingTimeRecordsWidget() {
  const roles = useAuthStore(selectRoles);
  return seesWidget(roles, 'pendingTimeRecords') ? <PendingTimeRecords roles={roles} /> : null;
}

function PendingTimeRecords({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const isAgencyReviewer = roles.some(isAgencyRole);
  const waitingStatus = isAgencyReviewer ? 'PENDING' : 'APPROVED';
  const approveStatus = isAgencyReviewer ? 'APPROVED' : 'FINANCE_APPROVED';
  const records = useTimeReview({ status: [waitingStatus], items: WIDGET_SIZE, sortBy: 'created_at', sort: 'desc' });
  const change = useChangeTimeRecordStatus();

  const approve = (id: number) =>
    change.mutate(
      { action: 'review', id, status: approveStatus },
      mutationFeedback(t(`timeRecording.done.${approveStatus}`)),
    );

  return (
    <ApprovalWidget
      title={t('timeRecording.widget.title')}
      showAll={{ label: t('timeRecording.widget.showAll'), path: '/time-recording' }}
      emptyText={t('timeRecording.widget.empty')}
      query={records}
      renderTitle={(record) => (
        <Typography sx={{ fontWeight: 600 }}>
          {record.time_record_id} · {record.booking.title}
        </Typography>
      )}
      renderDetails={(record) =>
        t('timeRecording.widget.line', {
          freelancer: `${record.freelancer.first_name} ${record.freelancer.last_name}`,
          hours: formatHours(record.hours, language),
          date: formatDate(record.date),
        })
      }
      approve={{
        label: t('timeRecording.actions.approve'),
        labelOf: (record) =>
          t('timeRecording.actions.rowLabel', {
            action: t('timeRecording.actions.approve'),
            record: record.time_record_id,
          }),
        isPending: change.isPending,
        onApprove: (record) => approve(record.id),
      }}
    />
  );
}
