import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register() for an MUI TextField: the ref belongs on the input element. */
export function muiRegister<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { ...rest, inputRef: ref };
}
