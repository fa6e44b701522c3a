import type { ItRequirement, RateType } from '@fm/contract/enums';
import { type Booking, bookingCreateInput, bookingUpdateInput } from '@fm/contract/schemas/booking';
import { issueMessage } from '@fm/contract/schemas/validation';
import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { FreelancerOption } from './freelancer-picker.tsx';
import type { ProjectOption } from './project-picker.tsx';

export type BookingForm = {
  title: string;
  freelancer: FreelancerOption | null;
  project: ProjectOption | null;
  allocation_ids: number[];
  start_date: string | null;
  end_date: string | null;
  rate_type: RateType;
  rate_per_hour: number | null;
  hours: number | null;
  flat_amount: number | null;
  rate: number | null;
  it_requirements: ItRequirement[];
  server_links: string[];
  description: string;
  approver_id: number | null;
};

/** Translated field labels by form field name, for the fields and for the `{field}` of validation messages. */
export type BookingLabels = Record<string, string>;

/** Form fields whose server errors are shown at the field; the wire names map onto them. */
export const WIRE_TO_FORM: Record<string, keyof BookingForm> = { freelancer_id: 'freelancer', project_id: 'project' };
export const FORM_FIELDS = [
  'title',
  'freelancer',
  'project',
  'allocation_ids',
  'start_date',
  'end_date',
  'rate_per_hour',
  'hours',
  'flat_amount',
  'rate',
  'it_requirements',
  'server_links',
  'description',
  'approver_id',
] as const;

export function buildBookingDefaults(
  booking: Booking | undefined,
  project: ProjectOption | null,
  freelancer: FreelancerOption | null = null,
): BookingForm {
  return {
    title: booking?.title ?? '',
    freelancer: booking ? { ...booking.freelancer } : freelancer,
    project: booking ? { id: booking.project.id, name: booking.project.name } : project,
    allocation_ids: booking?.projectAllocations.map((allocation) => allocation.id) ?? [],
    start_date: booking?.start_date ?? null,
    end_date: booking?.end_date ?? null,
    rate_type: booking?.rate_type ?? 'HOURLY',
    rate_per_hour: booking?.rate_per_hour ?? null,
    hours: booking?.hours ?? null,
    flat_amount: booking?.flat_amount ?? null,
    rate: booking?.rate ?? null,
    it_requirements: booking?.it_requirements ?? [],
    server_links: booking?.server_links ?? [],
    description: booking?.description ?? '',
    approver_id: booking?.approver_id ?? null,
  };
}

/** The form as the contract's input: ids from the chosen options, the other rate type's fields left out. */
export function toBookingInput(form: BookingForm) {
  const isHourly = form.rate_type === 'HOURLY';
  return {
    title: form.title,
    freelancer_id: form.freelancer?.id,
    project_id: form.project?.id,
    allocation_ids: form.allocation_ids,
    start_date: form.start_date ?? undefined,
    end_date: form.end_date ?? undefined,
    rate_type: form.rate_type,
    rate_per_hour: isHourly ? form.rate_per_hour : null,
    hours: isHourly ? form.hours : null,
    flat_amount: isHourly ? null : form.flat_amount,
    rate: form.rate,
    it_requirements: form.it_requirements,
    server_links: form.server_links.map((link) => link.trim()).filter(Boolean),
    description: form.description.trim() || null,
    approver_id: form.approver_id,
  };
}

export function buildBookingLabels(t: TFunction): BookingLabels {
  return {
    title: t('bookings.dialog.bookingTitle'),
    freelancer: t('bookings.dialog.freelancer'),
    project: t('bookings.dialog.project'),
    allocation_ids: t('bookings.dialog.allocations'),
    start_date: t('bookings.dialog.startDate'),
    end_date: t('bookings.dialog.endDate'),
    rate_per_hour: t('bookings.dialog.ratePerHour'),
    hours: t('bookings.dialog.hours'),
    flat_amount: t('bookings.dialog.flatAmount'),
    rate: t('bookings.dialog.rate'),
    server_links: t('bookings.dialog.serverLinks'),
    description: t('bookings.dialog.description'),
    approver_id: t('bookings.dialog.approver'),
  };
}

/** The contract's schema validates; its message keys are translated here with the field's label. */
export function createBookingResolver(
  booking: Booking | undefined,
  labels: BookingLabels,
  t: TFunction,
): Resolver<BookingForm> {
  return (values, _context, options) => {
    const schema = booking ? bookingUpdateInput : bookingCreateInput;
    const input = booking ? { ...toBookingInput(values), id: booking.id } : toBookingInput(values);
    const result = schema.safeParse(input);
    const flat: Record<string, { type: string; message: string }> = {};
    const add = (path: string, message: string) => {
      flat[path] ??= { type: 'validate', message };
    };
    const isHourly = values.rate_type === 'HOURLY';
    const required = ['start_date', 'end_date', ...(isHourly ? ['rate_per_hour', 'hours'] : ['flat_amount'])] as const;
    for (const field of required) {
      const value = values[field as 'start_date' | 'end_date' | 'rate_per_hour' | 'hours' | 'flat_amount'];
      if (value === null || value === '') add(field, t('validation.required', { field: labels[field] }));
    }
    if (!result.success) {
      for (const issue of result.error.issues) {
        const [head, ...rest] = issue.path.map(String);
        const name = WIRE_TO_FORM[head ?? ''] ?? head ?? 'root';
        const { key, params } = issueMessage(issue);
        add([name, ...rest].join('.'), t(key, { ...params, field: labels[name] ?? '' }).trim());
      }
    }
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
