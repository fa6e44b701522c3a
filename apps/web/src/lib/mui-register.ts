import type { TFunction } from 'i18next';
import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { fieldErrorText } from '../ui/field-error-text.ts';

/** react-hook-form's register() for an MUI TextField: the ref belongs on the input element. */
export function muiRegister<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { ...rest, inputRef: ref };
}

/**
 * Everything an MUI TextField needs for one registered field: its label, whether it is in error, the translated
 * message (which names the field) and the registration. `const field = muiField(form, t)` then
 * `<TextField required {...field('name', label('name'))} />`.
 */
export function muiField<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>, t: TFunction) {
  return (name: FieldPath<T>, label: string) => {
    const error = get(form.formState.errors, name) as FieldError | undefined;
    return {
      label,
      error: Boolean(error),
      helperText: fieldErrorText(error, t, label),
      ...muiRegister(form.register(name)),
    };
  };
}
