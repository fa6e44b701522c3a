import type { ItRequirement, RateType } from '@fm/contract/enums';
import { type Booking, bookingCreateInput, bookingUpdateInput } from '@fm/contract/schemas/booking';
import type { TFunction } from 'i18next';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
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

/** Wire names the form calls differently. */
export const WIRE_TO_FORM: Record<string, keyof BookingForm> = { freelancer_id: 'freelancer', project_id: 'project' };
/**
 * The fields that show their errors; a server error at any other (the IT requirements, a server link, the rate
 * type) goes to the dialog's alert. Server links show the form's own check of each link only.
 */
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

/**
 * The dialog's schema: the form's values in, the wire body out. The form requires the dates and the chosen rate
 * type's amounts; the contract's schema checks the rest, its issues put at the form's names (freelancer_id →
 * freelancer).
 */
export function bookingFormSchema(booking: Booking | undefined) {
  return z.custom<BookingForm>().transform((values, ctx) => {
    const isHourly = values.rate_type === 'HOURLY';
    const required: (keyof BookingForm)[] = [
      'start_date',
      'end_date',
      ...(isHourly ? (['rate_per_hour', 'hours'] as const) : (['flat_amount'] as const)),
    ];
    for (const field of required)
      if (values[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    const input = toBookingInput(values);
    const result = booking
      ? bookingUpdateInput.safeParse({ ...input, id: booking.id })
      : bookingCreateInput.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const [head, ...rest] = issue.path;
      ctx.addIssue({ ...issue, path: [WIRE_TO_FORM[String(head)] ?? head ?? 'root', ...rest] });
    }
    return z.NEVER;
  });
}

/** The wire body the form's schema gives on submit (a new request or a change). */
export type BookingBody = z.output<ReturnType<typeof bookingFormSchema>>;
/** The form's control, as the dialog's field groups receive it. */
export type BookingControl = Control<BookingForm, unknown, BookingBody>;
