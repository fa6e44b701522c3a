import {
  type TimeRecord,
  timeRecordCreateInput,
  timeRecordSplitInput,
  timeRecordUpdateInput,
} from '@fm/contract/schemas/time-record';
import { holdsHours } from '@fm/contract/state-machines/time-record';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/record-dialog/record-dialog.tsx';
import {
  type ParsedRecordCall,
  parseCall,
  type RecordContext,
  recordFormSchema,
} from '../../../components/record-dialog/record-form-schema.ts';
import { formatHours } from '../../../components/record-list/format.ts';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { type TimeRecordSave, useSaveTimeRecord } from '../api/save-time-record.ts';

export type TimeRecordForm = {
  booking_id: number | '';
  date: string | null;
  hours: number | null;
  description: string;
  allocations: { allocation_id: number; number: string; hours: number | null }[];
};

const FIELD_NAMES = { date: 'date', total: 'hours' };
const EXCEEDED_KEY = 'catalogue.bookingHoursExceeded';

/** What the form knows besides its values: the record it corrects, the hours left, whether the split is shown. */
export type TimeRecordContext = Pick<RecordContext, 'left' | 'isSplit'> & { recordId: number | null };

type Draft =
  | { kind: 'create'; input: Record<string, unknown> }
  | { kind: 'split'; input: Record<string, unknown> }
  | { kind: 'update'; input: Record<string, unknown> };

/** What the form would send, before the contract's schema has checked it; empty shares are left out. */
function toDraft(values: TimeRecordForm, { recordId, isSplit }: TimeRecordContext): Draft {
  const fields = {
    booking_id: values.booking_id === '' ? undefined : values.booking_id,
    date: values.date ?? undefined,
    hours: values.hours ?? undefined,
    description: values.description,
  };
  const allocations = isSplit
    ? values.allocations
        .filter((share) => share.hours !== null && share.hours !== 0)
        .map(({ allocation_id, hours }) => ({ allocation_id, hours }))
    : undefined;
  if (recordId !== null) return { kind: 'update', input: { ...fields, id: recordId, allocations } };
  if (allocations) return { kind: 'split', input: { ...fields, allocations } };
  return { kind: 'create', input: fields };
}

/** The wire call after the contract's schema: a correction (PUT), a split or a plain record. */
function parseDraft(draft: Draft): ParsedRecordCall<TimeRecordSave> {
  if (draft.kind === 'update') return parseCall('update', timeRecordUpdateInput, draft.input);
  if (draft.kind === 'split') return parseCall('split', timeRecordSplitInput, draft.input);
  return parseCall('create', timeRecordCreateInput, draft.input);
}

/** The dialog's schema: the form's values in, the wire call out (see `recordFormSchema`). */
export function timeRecordFormSchema(context: TimeRecordContext) {
  return recordFormSchema<TimeRecordForm, TimeRecordSave>(
    { names: FIELD_NAMES, exceededKey: EXCEEDED_KEY, context },
    (values) => parseDraft(toDraft(values, context)),
  );
}

export type TimeRecordDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The declined or rejected record to correct; a new record without it. */
  record?: TimeRecord;
  /** Preselected booking (from the booking page). */
  bookingId?: number | null;
};

/** The "add time record" dialog (docs/product.md §3): record hours on a booked hourly booking, or correct a record. */
export function TimeRecordDialog({ isOpen, onClose, record, bookingId = null }: TimeRecordDialogProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const save = useSaveTimeRecord();
  const recordId = record?.id ?? null;
  // A correction gives its own hours back before it is checked again.
  const ownHours = record && holdsHours(record.status) ? record.hours : 0;
  return (
    <RecordDialog
      isOpen={isOpen}
      onClose={onClose}
      rateType="HOURLY"
      names={FIELD_NAMES}
      texts={{
        title: record
          ? t('timeRecording.dialog.editTitle', { record: record.time_record_id })
          : t('timeRecording.dialog.createTitle'),
        close: t('timeRecording.dialog.close'),
        submit: t(record ? 'timeRecording.dialog.resubmit' : 'timeRecording.dialog.submit'),
        saved: t(record ? 'timeRecording.dialog.resubmitted' : 'timeRecording.dialog.saved'),
        labels: {
          booking: t('timeRecording.dialog.booking'),
          date: t('timeRecording.dialog.date'),
          total: t('timeRecording.dialog.hours'),
          description: t('timeRecording.dialog.description'),
          allocations: t('timeRecording.dialog.allocations'),
        },
        noBookings: t('timeRecording.dialog.noBookings'),
        comment: record?.comment ? t('timeRecording.dialog.comment', { comment: record.comment }) : null,
        left: (left) => t('timeRecording.dialog.hoursLeft', { hours: formatHours(left, language) }),
        allocationField: (number) => t('timeRecording.dialog.allocationHours', { number }),
        splitSum: (sum, hours) =>
          t('timeRecording.dialog.allocationsTotal', {
            sum: formatHours(sum, language),
            hours: formatHours(hours, language),
          }),
      }}
      defaultValues={{
        booking_id: record?.booking_id ?? bookingId ?? '',
        date: record?.date ?? null,
        hours: record?.hours ?? null,
        description: record?.description ?? '',
        allocations: [],
      }}
      fixedBooking={record?.booking}
      shareOf={(allocationId) => record?.allocations.find((part) => part.allocation_id === allocationId)?.hours ?? 0}
      leftOf={(booking) =>
        booking?.hours_left === null || booking?.hours_left === undefined ? null : booking.hours_left + ownHours
      }
      schemaFor={(context) => timeRecordFormSchema({ ...context, recordId })}
      exceededKey={EXCEEDED_KEY}
      save={save}
      totalMax={24}
      isTotalFirst={false}
      isDateInBooking
    />
  );
}
