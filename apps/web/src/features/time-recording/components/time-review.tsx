import type { Role } from '@fm/contract/enums';
import type { TimeRecord } from '@fm/contract/schemas/time-record';
import { isRefusal, isReviewAction, REVIEW_STATUS_OF } from '@fm/contract/state-machines/time-record';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { notifyRefusal } from '../../../api/mutation-feedback.ts';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import '../messages.ts';
import { useAgencyOptions } from '../../../api/use-agency-options.ts';
import {
  useBookerOptions,
  useFreelancerOptions,
  useProjectOptions,
} from '../../../components/record-list/api/get-filter-options.ts';
import { type ReviewStatus, useChangeTimeRecordStatus } from '../api/change-time-record-status.ts';
import { useTimeReview } from '../api/get-time-records.ts';
import { TIME_RECORDS_KEY } from '../api/query-keys.ts';
import { reviewDefaults, reviewQuery, reviewTabs, TIME_REVIEW_LIST_KEY } from '../utils/tabs.ts';
import { CommentDialog } from './comment-dialog.tsx';
import { TimeRecordRowButton, TimeRecordsListPage } from './time-records-list-page.tsx';

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

/** The review view of agency users, admin and finance: the tabs of docs/product.md §4, approve, decline, reject. */
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
      <TimeRecordsListPage
        title={t('timeRecording.review')}
        list={list}
        tabs={Object.keys(reviewTabs(isFinanceReviewer)).map((value) => ({
          value,
          label: t(isFinanceReviewer ? `timeRecording.reviewTabs.${value}` : `timeRecording.tabs.${value}`),
        }))}
        filters={[
          { name: 'freelancers', label: t('timeRecording.filters.freelancers'), options: freelancers.data },
          { name: 'projects', label: t('timeRecording.filters.projects'), options: projects.data },
          ...(isStaff
            ? [{ name: 'agencies', label: t('timeRecording.filters.agencies'), options: agencies.data }]
            : []),
          { name: 'bookers', label: t('timeRecording.filters.bookers'), options: bookers.data },
        ]}
        records={records}
        isFreelancerView={false}
        rowActions={(record) =>
          reviewActions(record).map((status) => {
            const isNegative = isRefusal(status);
            return (
              <TimeRecordRowButton
                key={status}
                record={record}
                label={t(ACTION_LABEL[status])}
                variant={isNegative ? 'text' : 'contained'}
                color={isNegative ? 'error' : 'primary'}
                disabled={change.isPending}
                onClick={() => {
                  setCommentError(null);
                  if (isNegative) setAsking({ record, status });
                  else review(record, status);
                }}
              />
            );
          })
        }
      />
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
