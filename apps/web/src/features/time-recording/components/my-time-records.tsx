import type { TimeRecord } from '@fm/contract/schemas/time-record';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutationFeedback } from '../../../api/mutation-feedback.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { useProjectOptions } from '../../../components/record-list/api/get-filter-options.ts';
import { useChangeTimeRecordStatus } from '../api/change-time-record-status.ts';
import { useTimeRecords } from '../api/get-time-records.ts';
import { TIME_RECORDS_KEY } from '../api/query-keys.ts';
import { RECORDING_TAB_NAMES, recordingDefaults, recordingQuery, TIME_RECORDING_LIST_KEY } from '../utils/tabs.ts';
import { TimeRecordDialog } from './time-record-dialog.tsx';
import { TimeRecordRowButton, TimeRecordsListPage } from './time-records-list-page.tsx';

const CORRECTABLE = ['DECLINED', 'FINANCE_REJECTED'];
const CANCELLABLE = ['PENDING', 'DECLINED', 'FINANCE_REJECTED'];

/** The freelancer's own time records (docs/product.md §4 tabs); no freelancer or agency filter (§2.2). */
export function MyTimeRecords() {
  const { t } = useTranslation();
  const list = useListState(TIME_RECORDING_LIST_KEY, recordingDefaults);
  const records = useTimeRecords(recordingQuery(list));
  const projects = useProjectOptions(TIME_RECORDS_KEY);
  const change = useChangeTimeRecordStatus();
  const [dialog, setDialog] = useState<{ record?: TimeRecord } | null>(null);
  const [cancelling, setCancelling] = useState<TimeRecord | null>(null);

  const cancel = (record: TimeRecord) =>
    change.mutate(
      { action: 'cancel', id: record.id },
      mutationFeedback(t('timeRecording.done.cancelled'), () => setCancelling(null)),
    );

  return (
    <>
      <TimeRecordsListPage
        title={t('timeRecording.myRecords')}
        list={list}
        tabs={RECORDING_TAB_NAMES.map((value) => ({ value, label: t(`timeRecording.tabs.${value}`) }))}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
            {t('timeRecording.add')}
          </Button>
        }
        filters={[{ name: 'projects', label: t('timeRecording.filters.projects'), options: projects.data }]}
        records={records}
        isFreelancerView
        rowActions={(record) => (
          <>
            {CORRECTABLE.includes(record.status) ? (
              <TimeRecordRowButton
                record={record}
                label={t('timeRecording.actions.correct')}
                onClick={() => setDialog({ record })}
              />
            ) : null}
            {CANCELLABLE.includes(record.status) ? (
              <TimeRecordRowButton
                record={record}
                label={t('timeRecording.actions.cancel')}
                color="error"
                onClick={() => setCancelling(record)}
              />
            ) : null}
          </>
        )}
      />
      {dialog ? <TimeRecordDialog isOpen record={dialog.record} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        isOpen={cancelling !== null}
        title={t('timeRecording.cancelDialog.title', { record: cancelling?.time_record_id ?? '' })}
        text={t('timeRecording.cancelDialog.text')}
        confirmLabel={t('timeRecording.cancelDialog.confirm')}
        cancelLabel={t('timeRecording.cancelDialog.back')}
        confirmColor="error"
        isBusy={change.isPending}
        onConfirm={() => cancelling && cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}
