import type { TimeRecord } from '@fm/contract/schemas/time-record';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutationFeedback } from '../../../api/mutation-feedback.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { useProjectOptions } from '../../../components/record-list/api/get-filter-options.ts';
import { listPageStateOf } from '../../../components/record-list/list-page-state.ts';
import { OptionFilters } from '../../../components/record-list/option-filter.tsx';
import { useChangeTimeRecordStatus } from '../api/change-time-record-status.ts';
import { useTimeRecords } from '../api/get-time-records.ts';
import { TIME_RECORDS_KEY } from '../api/query-keys.ts';
import { RECORDING_TAB_NAMES, recordingDefaults, recordingQuery, TIME_RECORDING_LIST_KEY } from '../utils/tabs.ts';
import { TimeRecordDialog } from './time-record-dialog.tsx';
import { timeRecordStatusFilter } from './time-record-status-chip.tsx';
import { TimeRecordsTable } from './time-records-table.tsx';

const CORRECTABLE = ['DECLINED', 'FINANCE_REJECTED'];
const CANCELLABLE = ['PENDING', 'DECLINED', 'FINANCE_REJECTED'];

/** The freelancer's own time records (document 1 §4 tabs); no freelancer or agency filter (§6). */
export function MyTimeRecords() {
  const { t } = useTranslation();
  const list = useListState(TIME_RECORDING_LIST_KEY, recordingDefaults);
  const records = useTimeRecords(recordingQuery(list));
  const projects = useProjectOptions(TIME_RECORDS_KEY);
  const change = useChangeTimeRecordStatus();
  const [dialog, setDialog] = useState<{ record?: TimeRecord } | null>(null);
  const [cancelling, setCancelling] = useState<TimeRecord | null>(null);
  const rows = records.data?.data ?? [];

  const cancel = (record: TimeRecord) =>
    change.mutate(
      { action: 'cancel', id: record.id },
      mutationFeedback(t('timeRecording.done.cancelled'), () => setCancelling(null)),
    );

  return (
    <>
      <ListPage
        title={t('timeRecording.myRecords')}
        titleComponent="h2"
        list={list}
        tabs={RECORDING_TAB_NAMES.map((value) => ({ value, label: t(`timeRecording.tabs.${value}`) }))}
        dateRanges={[
          { name: 'timeframe', label: t('timeRecording.timeframe') },
          { name: 'submitted', label: t('timeRecording.submitted') },
        ]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
            {t('timeRecording.add')}
          </Button>
        }
        filters={
          <OptionFilters
            list={list}
            filters={[
              { name: 'projects', label: t('timeRecording.filters.projects'), options: projects.data },
              timeRecordStatusFilter(t),
            ]}
          />
        }
        {...listPageStateOf(records)}
        emptyState={<EmptyState text={t('timeRecording.empty')} />}
      >
        <TimeRecordsTable
          rows={rows}
          list={list}
          isFreelancerView
          actions={(record) => (
            <>
              {CORRECTABLE.includes(record.status) ? (
                <Button
                  size="small"
                  aria-label={t('timeRecording.actions.rowLabel', {
                    action: t('timeRecording.actions.correct'),
                    record: record.time_record_id,
                  })}
                  onClick={() => setDialog({ record })}
                >
                  {t('timeRecording.actions.correct')}
                </Button>
              ) : null}
              {CANCELLABLE.includes(record.status) ? (
                <Button
                  size="small"
                  color="error"
                  aria-label={t('timeRecording.actions.rowLabel', {
                    action: t('timeRecording.actions.cancel'),
                    record: record.time_record_id,
                  })}
                  onClick={() => setCancelling(record)}
                >
                  {t('timeRecording.actions.cancel')}
                </Button>
              ) : null}
            </>
          )}
        />
      </ListPage>
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
