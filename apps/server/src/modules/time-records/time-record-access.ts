import { type Endpoint, mayCall } from '@fm/contract/endpoint';
import { creditNoteCancel } from '@fm/contract/endpoints/credit-notes';
import { timeRecordDelete, timeRecordStatusUpdate, timeRecordUpdate } from '@fm/contract/endpoints/time-records';
import type { TimeRecordStatus } from '@fm/contract/enums';
import {
  nextTimeRecordStatus,
  TIME_RECORD_ACTIONS,
  type TimeRecordAction,
} from '@fm/contract/state-machines/time-record';
import type { RequestAuth } from '../../auth/request-auth.ts';

/** The call behind each action: its roles are the route guard's, so they count here too. */
const ENDPOINT_OF = {
  approve: timeRecordStatusUpdate,
  decline: timeRecordStatusUpdate,
  financeApprove: timeRecordStatusUpdate,
  financeReject: timeRecordStatusUpdate,
  correct: timeRecordUpdate,
  cancel: timeRecordDelete,
  cancelCreditNote: creditNoteCancel,
} satisfies Record<TimeRecordAction, Endpoint>;

/** A record as far as access goes; the caller already sees it (its list and reads are scoped). */
type ActedOn = { freelancerId: number; bookerId: number };

/**
 * Whether the caller's side takes `action` on a record it sees: the agency review belongs to the booking's
 * booker, a managing director of its agency, or an admin; the finance review to finance or an admin;
 * correcting and cancelling to the freelancer who recorded it.
 */
export function mayActOnRecord(auth: RequestAuth, record: ActedOn, action: TimeRecordAction): boolean {
  if (!mayCall(auth.roles, ENDPOINT_OF[action])) return false;
  switch (action) {
    case 'approve':
    case 'decline':
      if (auth.realm === 'admin') return true;
      return auth.realm === 'agency' && (auth.userId === record.bookerId || auth.role === 'managing-director');
    case 'financeApprove':
    case 'financeReject':
      return auth.realm === 'admin' || auth.realm === 'finance';
    case 'correct':
    case 'cancel':
      return auth.realm === 'freelancer' && record.freelancerId === auth.userId;
    case 'cancelCreditNote':
      return true;
  }
}

/** What the caller may do with the record now: its status allows it and so does the caller's access. */
export function allowedTimeRecordActions(auth: RequestAuth, record: ActedOn & { status: TimeRecordStatus }) {
  return TIME_RECORD_ACTIONS.filter(
    (action) => nextTimeRecordStatus(record.status, action) !== null && mayActOnRecord(auth, record, action),
  );
}
