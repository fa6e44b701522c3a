import type { Booking } from '@fm/contract/schemas/booking';
import { MenuItem, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type BookingOption = Pick<Booking, 'id' | 'title' | 'booking_code'>;

type BookingSelectFieldProps<T extends FieldValues, TOut extends FieldValues = T> = {
  /** The form's control; its values are parsed to `TOut` on submit. */
  control: Control<T, unknown, TOut>;
  label: ReactNode;
  options: readonly BookingOption[];
  isDisabled: boolean;
  error: string | undefined;
  /** What is left on the chosen booking, announced under the field; nothing before a booking is chosen. */
  leftHint: string | null;
};

/** The required booking choice of a record dialog, bound to the form's `booking_id` (a number, or '' for none). */
export function BookingSelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  label,
  options,
  isDisabled,
  error,
  leftHint,
}: BookingSelectFieldProps<T, TOut>) {
  return (
    <>
      <Controller
        name={'booking_id' as FieldPath<T>}
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            select
            required
            disabled={isDisabled}
            label={label}
            error={Boolean(error)}
            helperText={error}
            onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
          >
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.booking_code} · {option.title}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {leftHint === null ? null : (
        <Typography variant="body2" color="text.secondary" role="status">
          {leftHint}
        </Typography>
      )}
    </>
  );
}
