import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';

export type OutlinedFieldProps = {
  label: string;
  name?: string;
  value?: string;
  type?: string;
  autoComplete?: string;
  // TextField's names rather than is/has ones: muiField's props spread onto this field as onto a TextField.
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  endAdornment?: ReactNode;
};

/**
 * What MUI's TextField renders for an outlined, full-width text input (the theme's default), built from its parts:
 * TextField also imports Select with its menu, popover and modal (about 15 KB gzip), which the sign-in pages'
 * first download leaves out. Same elements, classes, ids and ARIA wiring as TextField.
 */
export function OutlinedField({ label, required, error, helperText, endAdornment, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" fullWidth required={required} error={error} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth
        endAdornment={endAdornment}
        aria-describedby={helperTextId}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
