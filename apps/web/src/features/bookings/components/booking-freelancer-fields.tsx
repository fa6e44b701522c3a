import { Alert, Box } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DatePickerFieldControlled } from '../../../ui/date-picker-field.tsx';
import '../messages.ts';
import { useFreelancerAbsences } from '../api/search-freelancers.ts';
import { daysWithin, formatDate } from '../utils/format.ts';
import type { BookingControl, BookingLabels } from './booking-form.ts';
import { FreelancerPicker } from './freelancer-picker.tsx';

type BookingFreelancerFieldsProps = { control: BookingControl; labels: BookingLabels };

/** The freelancer and the period, with a warning when the freelancer is absent on days of it. */
export function BookingFreelancerFields({ control, labels }: BookingFreelancerFieldsProps) {
  const { t } = useTranslation();
  const [freelancer, startDate, endDate] = useWatch({ control, name: ['freelancer', 'start_date', 'end_date'] });
  const absences = useFreelancerAbsences(freelancer?.id ?? null);
  const overlap = daysWithin(absences.data ?? [], startDate, endDate);
  return (
    <>
      <Controller
        name="freelancer"
        control={control}
        render={({ field, fieldState }) => (
          <FreelancerPicker
            value={field.value}
            onChange={field.onChange}
            period={{ start_date: startDate, end_date: endDate }}
            error={fieldState.error?.message}
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
    </>
  );
}
