import { Box, FormControl, FormLabel, Typography } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberFieldControlled } from '../../../ui/number-field.tsx';
import { TwoOptionToggle } from '../../../ui/two-option-toggle.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { formatMoney } from '../utils/format.ts';
import type { BookingControl, BookingLabels } from './booking-form.ts';

type BookingRateFieldsProps = { control: BookingControl; labels: BookingLabels };

/** Hourly (rate and hours) or flat amount, the freelancer's rate, and the total they add up to. */
export function BookingRateFields({ control, labels }: BookingRateFieldsProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [rateType, ratePerHour, hours, flatAmount] = useWatch({
    control,
    name: ['rate_type', 'rate_per_hour', 'hours', 'flat_amount'],
  });
  const total = rateType === 'HOURLY' ? (ratePerHour ?? 0) * (hours ?? 0) : (flatAmount ?? 0);
  return (
    <>
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
            <NumberFieldControlled name="rate_per_hour" control={control} label={labels.rate_per_hour} isRequired />
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
    </>
  );
}
