import type { TimeRecord } from '@fm/contract/schemas/time-record';
import { Button, type ButtonProps } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionFilterSpec } from '../../../components/record-list/option-filter.tsx';
import { RecordListPage } from '../../../components/record-list/record-list-page.tsx';
import type { ListTab } from '../../../ui/list-page/list-page.tsx';
import type { ListStateApi } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { timeRecordStatusFilter } from './time-record-status-chip.tsx';
import { TimeRecordsTable } from './time-records-table.tsx';

type TimeRecordsListPageProps = {
  title: string;
  list: ListStateApi;
  tabs: readonly ListTab[];
  /** Buttons beside the title, e.g. adding a record. */
  actions?: ReactNode;
  /** The option filters before the status filter, which every time record list has. */
  filters: readonly OptionFilterSpec[];
  /** One page of time records, as the reader's own list or the review list answers it. */
  records: UseQueryResult<{ data: readonly TimeRecord[]; total: number }>;
  isFreelancerView: boolean;
  rowActions: (record: TimeRecord) => ReactNode;
};

/**
 * A section listing time records: the reader's tabs and filters, the timeframe and submission date ranges, the
 * loading, error and empty states, and the records table with what the reader can do on each row.
 */
export function TimeRecordsListPage({
  title,
  list,
  tabs,
  actions,
  filters,
  records,
  isFreelancerView,
  rowActions,
}: TimeRecordsListPageProps) {
  const { t } = useTranslation();
  return (
    <RecordListPage
      title={title}
      list={list}
      tabs={tabs}
      dateRanges={[
        { name: 'timeframe', label: t('timeRecording.timeframe') },
        { name: 'submitted', label: t('timeRecording.submitted') },
      ]}
      actions={actions}
      filters={[...filters, timeRecordStatusFilter(t)]}
      query={records}
      emptyText={t('timeRecording.empty')}
    >
      <TimeRecordsTable
        rows={records.data?.data ?? []}
        list={list}
        isFreelancerView={isFreelancerView}
        actions={rowActions}
      />
    </RecordListPage>
  );
}

/** A small button acting on one record, named for screen readers with the action and the record's number. */
export function TimeRecordRowButton({ record, label, ...button }: ButtonProps & { record: TimeRecord; label: string }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      aria-label={t('timeRecording.actions.rowLabel', { action: label, record: record.time_record_id })}
      {...button}
    >
      {label}
    </Button>
  );
}
