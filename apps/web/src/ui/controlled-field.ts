import type { TFunction } from 'i18next';
import type { ReactNode, Ref } from 'react';
import type { Control, ControllerProps, FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';
import { fieldErrorText } from './field-error-text.ts';

/** The props the form fields of ui/ share; `V` is the value a field shows and emits (null when empty). */
export type FieldProps<V> = {
  value: V | null;
  /** Called with the value read from the input, or null when it is empty or not readable. */
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  /** Called with the field's own error text or null, so that a form can refuse to submit what it cannot read. */
  onErrorChange?: (error: string | null) => void;
  label?: ReactNode;
  name?: string;
  /** An error from outside (e.g. the form); the field's own error wins while one is shown. */
  error?: string;
  helperText?: ReactNode;
  isDisabled?: boolean;
  isFullWidth?: boolean;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement>;
};

/** The props a form-bound field takes instead of the ones react-hook-form's Controller fills in. */
export type ControlledFieldProps<P, T extends FieldValues, TOut extends FieldValues = T> = Omit<
  P,
  'value' | 'onChange' | 'onBlur' | 'onErrorChange' | 'error' | 'inputRef' | 'name'
> & {
  name: FieldPath<T>;
  /** The form's control; its values are parsed to `TOut` on submit. */
  control: Control<T, unknown, TOut>;
  /** Extra react-hook-form rules; the field's own rules come from its props. */
  rules?: Pick<RegisterOptions<T, FieldPath<T>>, 'validate' | 'deps'>;
};

/**
 * Controller rules that run the caller's own `validate` (a function or a record of them) and then the field's own
 * check under `key`, which returns an error text or true.
 */
export function withOwnValidation<T extends FieldValues>(
  rules: ControlledFieldProps<object, T>['rules'],
  key: string,
  check: (value: unknown) => string | true,
): Pick<RegisterOptions<T, FieldPath<T>>, 'validate' | 'deps'> {
  const userValidate = rules?.validate;
  const validate = {
    ...(typeof userValidate === 'function' ? { custom: userValidate } : userValidate),
    [key]: check,
  };
  return { deps: rules?.deps, validate: validate as RegisterOptions<T, FieldPath<T>>['validate'] };
}

/** What a Controller's render hands to a field: its name, value (null when unset), handlers, ref and error text. */
export function boundFieldProps<V, T extends FieldValues>(
  { field, fieldState }: Pick<Parameters<ControllerProps<T>['render']>[0], 'field' | 'fieldState'>,
  t: TFunction,
  fieldName: string,
) {
  return {
    name: field.name,
    value: (field.value as V | null | undefined) ?? null,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldErrorText(fieldState.error, t, fieldName || undefined),
  };
}
