import type { Role } from '@fm/contract/enums';
import type { TimeRecord } from '@fm/contract/schemas/time-record';
import { isRefusal, isReviewAction, REVIEW_STATUS_OF } from '@fm/contract/state-machines/time-record';
import { Button } from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { notifyRefusal } from '../../../api/mutation-feedback.ts';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { useAgencyOptions } from '../../../api/use-agency-options.ts';
import {
  useBookerOptions,
  useFreelancerOptions,
  useProjectOptions,
} from '../../../components/record-list/api/get-filter-options.ts';
import { listPageStateOf } from '../../../components/record-list/list-page-state.ts';
import { OptionFilters } from '../../../components/record-list/option-filter.tsx';
import { type ReviewStatus, useChangeTimeRecordStatus } from '../api/change-time-record-status.ts';
import { useTimeReview } from '../api/get-time-records.ts';
import { TIME_RECORDS_KEY } from '../api/query-keys.ts';
import { reviewDefaults, reviewQuery, reviewTabs, TIME_REVIEW_LIST_KEY } from '../utils/tabs.ts';
import { CommentDialog } from './comment-dialog.tsx';
import { timeRecordStatusFilter } from './time-record-status-chip.tsx';
import { TimeRecordsTable } from './time-records-table.tsx';

const isFinanceRole = (role: Role) => role.startsWith('finance');
const isAgencyRole = (role: Role) => role === 'managing-director' || role === 'agency-manager';

/** Review actions the server allows the reader on this record (its status and the reader's access). */
const reviewActions = (record: TimeRecord): ReviewStatus[] =>
  record.allowed_actions.filter(isReviewAction).map((action) => REVIEW_STATUS_OF[action]);

const ACTION_LABEL: Record<ReviewStatus, string> = {
  APPROVED: 'timeRecording.actions.approve',
  DECLINED: 'timeRecording.actions.decline',
  FINANCE_APPROVED: 'timeRecording.actions.financeApprove',
  FINANCE_REJECTED: 'timeRecording.actions.financeReject',
};

/** The comment dialog's title, by the reviewer's step: the agency declines, finance rejects. */
const REFUSAL_TITLE: Record<ReviewStatus, string> = {
  APPROVED: 'timeRecording.reviewDialog.declineTitle',
  DECLINED: 'timeRecording.reviewDialog.declineTitle',
  FINANCE_APPROVED: 'timeRecording.reviewDialog.rejectTitle',
  FINANCE_REJECTED: 'timeRecording.reviewDialog.rejectTitle',
};

/** The review view of agency users, admin and finance: the tabs of document 1 §4, approve, decline, reject. */
export function TimeReview() {
  const { t } = useTranslation();
  const roles = useAuthStore(selectRoles);
  const isStaff = roles.some((role) => role === 'admin' || isFinanceRole(role));
  const isFinanceReviewer = isStaff && !roles.some(isAgencyRole);
  const list = useListState(TIME_REVIEW_LIST_KEY, reviewDefaults);
  const records = useTimeReview(reviewQuery(list, isFinanceReviewer));
  const projects = useProjectOptions(TIME_RECORDS_KEY);
  const freelancers = useFreelancerOptions(TIME_RECORDS_KEY, true);
  const agencies = useAgencyOptions(isStaff);
  const bookers = useBookerOptions(TIME_RECORDS_KEY, true);
  const change = useChangeTimeRecordStatus();
  const [asking, setAsking] = useState<{ record: TimeRecord; status: ReviewStatus } | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const rows = records.data?.data ?? [];

  const review = (record: TimeRecord, status: ReviewStatus, comment?: string) =>
    change.mutate(
      { action: 'review', id: record.id, status, comment },
      {
        onSuccess: () => {
          enqueueSnackbar(t(`timeRecording.done.${status}`), { variant: 'success' });
          setAsking(null);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.fieldErrors.comment)
            return setCommentError(error.fieldErrors.comment.join(' '));
          setAsking(null);
          notifyRefusal(error);
        },
      },
    );

  return (
    <>
      <ListPage
        title={t('timeRecording.review')}
        titleComponent="h2"
        list={list}
        tabs={Object.keys(reviewTabs(isFinanceReviewer)).map((value) => ({
          value,
          label: t(isFinanceReviewer ? `timeRecording.reviewTabs.${value}` : `timeRecording.tabs.${value}`),
        }))}
        dateRanges={[
          { name: 'timeframe', label: t('timeRecording.timeframe') },
          { name: 'submitted', label: t('timeRecording.submitted') },
        ]}
        filters={
          <OptionFilters
            list={list}
            filters={[
              { name: 'freelancers', label: t('timeRecording.filters.freelancers'), options: freelancers.data },
              { name: 'projects', label: t('timeRecording.filters.projects'), options: projects.data },
              ...(isStaff
                ? [{ name: 'agencies', label: t('timeRecording.filters.agencies'), options: agencies.data }]
                : []),
              { name: 'bookers', label: t('timeRecording.filters.bookers'), options: bookers.data },
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
          isFreelancerView={false}
          actions={(record) =>
            reviewActions(record).map((status) => {
              const isNegative = isRefusal(status);
              return (
                <Button
                  key={status}
                  size="small"
                  variant={isNegative ? 'text' : 'contained'}
                  color={isNegative ? 'error' : 'primary'}
                  disabled={change.isPending}
                  aria-label={t('timeRecording.actions.rowLabel', {
                    action: t(ACTION_LABEL[status]),
                    record: record.time_record_id,
                  })}
                  onClick={() => {
                    setCommentError(null);
                    if (isNegative) setAsking({ record, status });
                    else review(record, status);
                  }}
                >
                  {t(ACTION_LABEL[status])}
                </Button>
              );
            })
          }
        />
      </ListPage>
      {asking ? (
        <CommentDialog
          title={t(REFUSAL_TITLE[asking.status], { record: asking.record.time_record_id })}
          isBusy={change.isPending}
          error={commentError}
          onConfirm={(comment) => review(asking.record, asking.status, comment)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
