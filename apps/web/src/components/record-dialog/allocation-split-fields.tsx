import { Stack, Typography } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { NumberFieldControlled } from '../../ui/number-field.tsx';

type AllocationSplitFieldsProps<T extends FieldValues, TOut extends FieldValues = T> = {
  /** The form's control; its values are parsed to `TOut` on submit. */
  control: Control<T, unknown, TOut>;
  /** The group's heading and accessible name. */
  label: string;
  allocations: readonly { id: number; number: string }[];
  /** The entry of `allocations.<index>` that holds each allocation's share. */
  valueKey: string;
  fieldLabel: (allocationNumber: string) => string;
  max?: number;
  /** The split's own error (the shares do not add up), shown under the fields. */
  error: string | undefined;
  /** The running sum of the shares against the total; nothing while the total is empty. */
  sumHint: string | null;
  /** After a failed save a changed share checks the split again (before it, the split is checked on save). */
  isRevalidating: boolean;
};

/** One share field per allocation (form field `allocations`), for a record spread over several allocations. */
export function AllocationSplitFields<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  label,
  allocations,
  valueKey,
  fieldLabel,
  max,
  error,
  sumHint,
  isRevalidating,
}: AllocationSplitFieldsProps<T, TOut>) {
  const deps = isRevalidating ? (['allocations'] as FieldPath<T>[]) : [];
  return (
    <Stack spacing={1.5} role="group" aria-label={label}>
      <Typography variant="subtitle2">{label}</Typography>
      {allocations.map((allocation, index) => (
        <NumberFieldControlled
          key={allocation.id}
          name={`allocations.${index}.${valueKey}` as FieldPath<T>}
          control={control}
          rules={{ deps }}
          label={fieldLabel(allocation.number)}
          min={0}
          max={max}
          maxDecimals={2}
        />
      ))}
      {error ? (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      ) : null}
      {sumHint === null ? null : (
        <Typography variant="caption" color="text.secondary" aria-live="polite">
          {sumHint}
        </Typography>
      )}
    </Stack>
  );
}
