import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, type RegisterOptions, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './field-error-text.ts';

export type CheckboxFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: ReactNode;
  /** react-hook-form rules, e.g. `{ required: 'validation.required' }` or `{ required: true }`. */
  rules?: Omit<RegisterOptions<T, FieldPath<T>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  helperText?: ReactNode;
  isDisabled?: boolean;
};

/** A checkbox bound to react-hook-form that shows its validation error below (docs/product.md §3.8). */
export function CheckboxField<T extends FieldValues>({
  name,
  control,
  label,
  rules,
  helperText,
  isDisabled,
}: CheckboxFieldProps<T>) {
  const { t } = useTranslation();
  const helperId = useId();
  const { field, fieldState } = useController({ name, control, rules });
  const errorText = fieldErrorText(fieldState.error, t, typeof label === 'string' ? label : undefined);
  const description = errorText ?? helperText;
  return (
    <FormControl error={Boolean(errorText)} disabled={isDisabled} required={Boolean(rules?.required)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': Boolean(errorText),
                'aria-describedby': description ? helperId : undefined,
              },
            }}
          />
        }
      />
      {description ? <FormHelperText id={helperId}>{description}</FormHelperText> : null}
    </FormControl>
  );
}
