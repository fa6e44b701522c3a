import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type DescriptionFieldProps<T extends FieldValues, TOut extends FieldValues = T> = {
  /** The form's control; its values are parsed to `TOut` on submit. */
  control: Control<T, unknown, TOut>;
  label: ReactNode;
  error: string | undefined;
};

/** The required, multi-line description of a record dialog, bound to the form's `description`. */
export function DescriptionField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  label,
  error,
}: DescriptionFieldProps<T, TOut>) {
  return (
    <Controller
      name={'description' as FieldPath<T>}
      control={control}
      render={({ field }) => (
        <TextField {...field} required multiline minRows={2} label={label} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
