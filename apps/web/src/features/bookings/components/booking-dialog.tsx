import { IT_REQUIREMENTS, type ItRequirement, type RateType } from '@fm/contract/enums';
import { type Booking, bookingCreateInput, bookingUpdateInput } from '@fm/contract/schemas/booking';
import { issueMessage } from '@fm/contract/schemas/validation';
import { toNestErrors } from '@hookform/resolvers';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  FormLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useId, useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipToggle } from '../../../ui/chip-toggle.tsx';
import { DatePickerFieldControlled } from '../../../ui/date-picker-field.tsx';
import { NumberFieldControlled } from '../../../ui/number-field.tsx';
import { TwoOptionToggle } from '../../../ui/two-option-toggle.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { useAgencyProfile } from '../../../api/use-agency-profile.ts';
import { useSaveBooking } from '../api/save-booking.ts';
import { useFreelancerAbsences } from '../api/search-freelancers.ts';
import { applyServerErrors } from '../utils/form-errors.ts';
import { daysWithin, formatDate, formatMoney } from '../utils/format.ts';
import { AllocationChoice } from './allocation-choice.tsx';
import { type FreelancerOption, FreelancerPicker } from './freelancer-picker.tsx';
import { type ProjectOption, ProjectPicker } from './project-picker.tsx';
import { ServerLinksField } from './server-links-field.tsx';

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

/** Form fields whose server errors are shown at the field; the wire names map onto them. */
const WIRE_TO_FORM: Record<string, keyof BookingForm> = { freelancer_id: 'freelancer', project_id: 'project' };
const FORM_FIELDS = [
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

function defaultsFrom(booking: Booking | undefined, project: ProjectOption | null): BookingForm {
  return {
    title: booking?.title ?? '',
    freelancer: booking ? { ...booking.freelancer } : null,
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
function toInput(form: BookingForm) {
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

export type BookingDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The booking to edit; a new request without it. */
  booking?: Booking;
  /** Preselected project of a new request (from the project page). */
  project?: ProjectOption | null;
  onSaved?: (booking: Booking) => void;
};

/** The booking dialog of document 1 §2: create or edit a booking request. */
export function BookingDialog({ isOpen, onClose, booking, project = null, onSaved }: BookingDialogProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const save = useSaveBooking();
  const agency = useAgencyProfile();
  const [formError, setFormError] = useState<string | null>(null);

  const labels: Record<string, string> = useMemo(
    () => ({
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
    }),
    [t],
  );

  // The contract's schema validates; its message keys are translated here with the field's label.
  const resolver: Resolver<BookingForm> = useMemo(
    () => (values, _context, options) => {
      const schema = booking ? bookingUpdateInput : bookingCreateInput;
      const input = booking ? { ...toInput(values), id: booking.id } : toInput(values);
      const result = schema.safeParse(input);
      const flat: Record<string, { type: string; message: string }> = {};
      const add = (path: string, message: string) => {
        flat[path] ??= { type: 'validate', message };
      };
      for (const field of ['start_date', 'end_date'] as const) {
        if (!values[field]) add(field, t('validation.required', { field: labels[field] }));
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
    },
    [booking, labels, t],
  );

  const form = useForm<BookingForm>({ defaultValues: defaultsFrom(booking, project), resolver });
  const { control, handleSubmit, watch, setValue, setError, formState } = form;
  const [rateType, startDate, endDate, freelancer, chosenProject, ratePerHour, hours, flatAmount] = watch([
    'rate_type',
    'start_date',
    'end_date',
    'freelancer',
    'project',
    'rate_per_hour',
    'hours',
    'flat_amount',
  ]);
  const absences = useFreelancerAbsences(freelancer?.id ?? null);
  const overlap = daysWithin(absences.data ?? [], startDate, endDate);
  const approvers = (agency.data?.users ?? []).filter((user) => user.role === 'managing-director');
  const isApprovalRequired = agency.data?.is_booking_approval_required ?? false;
  const total = rateType === 'HOURLY' ? (ratePerHour ?? 0) * (hours ?? 0) : (flatAmount ?? 0);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const input = toInput(values);
      const saved = await save.mutateAsync(booking ? { ...input, id: booking.id } : (input as never));
      enqueueSnackbar(t(booking ? 'bookings.dialog.updated' : 'bookings.dialog.saved'), { variant: 'success' });
      onClose();
      onSaved?.(saved);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FORM_FIELDS, WIRE_TO_FORM, labels));
    }
  });

  const errorOf = (name: keyof BookingForm) => {
    const error = formState.errors[name] as { message?: string } | undefined;
    return error?.message;
  };

  return (
    <Dialog
      open={isOpen}
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t(booking ? 'bookings.dialog.editTitle' : 'bookings.dialog.createTitle')}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={submit}>
          <Stack spacing={2.5}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <Controller
              name="title"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  required
                  label={labels.title}
                  error={Boolean(errorOf('title'))}
                  helperText={errorOf('title')}
                />
              )}
            />
            <Controller
              name="freelancer"
              control={control}
              render={({ field }) => (
                <FreelancerPicker
                  value={field.value}
                  onChange={field.onChange}
                  period={{ start_date: startDate, end_date: endDate }}
                  error={errorOf('freelancer')}
                  inputRef={field.ref}
                />
              )}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <DatePickerFieldControlled name="start_date" control={control} label={labels.start_date} isRequired />
              <DatePickerFieldControlled
                name="end_date"
                control={control}
                label={labels.end_date}
                isRequired
                referenceDate={startDate}
              />
            </Box>
            {overlap.length > 0 ? (
              <Alert severity="warning">
                {t('bookings.dialog.absenceWarning', {
                  count: overlap.length,
                  days: overlap.map(formatDate).join(', '),
                })}
              </Alert>
            ) : null}
            <Controller
              name="project"
              control={control}
              render={({ field }) => (
                <ProjectPicker
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    setValue('allocation_ids', []);
                  }}
                  error={errorOf('project')}
                  inputRef={field.ref}
                />
              )}
            />
            <Controller
              name="allocation_ids"
              control={control}
              render={({ field }) => (
                <AllocationChoice
                  projectId={chosenProject?.id ?? null}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorOf('allocation_ids')}
                  isPreselecting={!booking}
                />
              )}
            />
            <FormControl>
              <FormLabel>{t('bookings.dialog.rateType')}</FormLabel>
              <Controller
                name="rate_type"
                control={control}
                render={({ field }) => (
                  <TwoOptionToggle
                    ariaLabel={t('bookings.dialog.rateType')}
                    value={field.value}
                    onChange={field.onChange}
                    options={[
                      { value: 'HOURLY', label: t('bookings.rateType.HOURLY') },
                      { value: 'FLAT', label: t('bookings.rateType.FLAT') },
                    ]}
                  />
                )}
              />
            </FormControl>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              {rateType === 'HOURLY' ? (
                <>
                  <NumberFieldControlled
                    name="rate_per_hour"
                    control={control}
                    label={labels.rate_per_hour}
                    isRequired
                  />
                  <NumberFieldControlled name="hours" control={control} label={labels.hours} isRequired />
                </>
              ) : (
                <NumberFieldControlled name="flat_amount" control={control} label={labels.flat_amount} isRequired />
              )}
              <NumberFieldControlled name="rate" control={control} label={labels.rate} />
            </Box>
            <Typography variant="subtitle2" aria-live="polite">
              {t('bookings.dialog.total', { amount: formatMoney(total, language) })}
            </Typography>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('bookings.dialog.itRequirements')}</FormLabel>
              <Controller
                name="it_requirements"
                control={control}
                render={({ field }) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    {IT_REQUIREMENTS.map((requirement) => (
                      <ChipToggle
                        key={requirement}
                        label={t(`bookings.it.${requirement}`)}
                        isSelected={field.value.includes(requirement)}
                        onChange={(isSelected) =>
                          field.onChange(
                            isSelected
                              ? [...field.value, requirement]
                              : field.value.filter((item) => item !== requirement),
                          )
                        }
                      />
                    ))}
                  </Box>
                )}
              />
            </FormControl>
            <ServerLinksField control={control} />
            <Controller
              name="description"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  multiline
                  minRows={2}
                  label={labels.description}
                  error={Boolean(errorOf('description'))}
                  helperText={errorOf('description')}
                />
              )}
            />
            {isApprovalRequired ? (
              <Controller
                name="approver_id"
                control={control}
                render={({ field }) => (
                  <FormControl error={Boolean(errorOf('approver_id'))}>
                    <InputLabel id={`${titleId}-approver`} shrink>
                      {labels.approver_id}
                    </InputLabel>
                    <Select
                      labelId={`${titleId}-approver`}
                      label={labels.approver_id}
                      value={field.value ?? ''}
                      onChange={(event) =>
                        field.onChange(String(event.target.value) === '' ? null : Number(event.target.value))
                      }
                      displayEmpty
                      notched
                    >
                      <MenuItem value="">{t('bookings.dialog.anyApprover')}</MenuItem>
                      {approvers.map((user) => (
                        <MenuItem key={user.id} value={user.id}>
                          {user.first_name} {user.last_name}
                        </MenuItem>
                      ))}
                    </Select>
                    <FormHelperText>{errorOf('approver_id') ?? t('bookings.dialog.approvalRequired')}</FormHelperText>
                  </FormControl>
                )}
              />
            ) : null}
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('bookings.dialog.cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(booking ? 'bookings.dialog.save' : 'bookings.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
