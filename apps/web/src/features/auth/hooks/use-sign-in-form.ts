import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { isRememberMeOn } from '../../../lib/session-cookies.ts';
import type { SignInFormValues } from '../utils/auth-form-schemas.ts';
import type { SignInFieldErrors } from '../utils/sign-in-validation.ts';

/**
 * The sign-in call (with the profile calls and their contract schemas) and the form's check load after the form
 * has rendered, so the sign-in pages' first download leaves zod out; the form fetches both once it is used.
 */
export const loadSignIn = () => import('../api/sign-in.ts');
const loadValidation = () => import('../utils/sign-in-validation.ts');

/**
 * Why a sign-in failed, as a catalogue key. Network failures and 5xx answers are `isReported`: the app's API client
 * has raised the unknown-error snackbar for them already, where the page has a snackbar host.
 */
export function signInFailure(error: unknown): { key: string; isReported: boolean } {
  if (!isApiError(error)) return { key: 'error.unknown', isReported: false };
  if (error.status === 0 || error.status >= 500) return { key: 'error.unknown', isReported: true };
  return { key: error.code, isReported: false };
}

type TextFieldName = 'email' | 'password';
const TEXT_FIELDS: readonly TextFieldName[] = ['email', 'password'];

/**
 * The sign-in form's state, as react-hook-form keeps a form's (which /login's first download leaves out, about
 * 15 KB gzip): every field is checked on submit and the first wrong one gets the focus; after a submit a field is
 * checked again as it changes; `isSubmitting` holds while the check and `onValid` run.
 */
export function useSignInForm(onValid: (values: SignInFormValues) => Promise<void>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignInFormValues>(() => ({
    email: '',
    password: '',
    isRememberMe: isRememberMeOn(),
  }));
  const [errors, setErrors] = useState<SignInFieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isSubmitted = useRef(false);
  const inputs = useRef<Partial<Record<TextFieldName, HTMLInputElement | null>>>({});

  const hasStartedLoading = useRef(false);
  // The person's first key or pointer press in the form fetches the sign-in code and the form's check, so that a
  // submit seldom waits, while the page's load runs none of its 100 KB; a failed fetch is tried again by the submit.
  const startLoading = () => {
    if (hasStartedLoading.current) return;
    hasStartedLoading.current = true;
    loadSignIn().catch(() => undefined);
    loadValidation().catch(() => undefined);
  };

  const validate = async (next: SignInFormValues) => {
    const { validateSignInForm } = await loadValidation();
    return validateSignInForm(next, t, { email: t('auth.email'), password: t('auth.password') });
  };

  const textField = (name: TextFieldName, label: string) => ({
    name,
    label,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (!isSubmitted.current) return;
      void validate(next).then((result) => setErrors((current) => ({ ...current, [name]: result.errors?.[name] })));
    },
  });

  const setIsRememberMe = (isRememberMe: boolean) => setValues((current) => ({ ...current, isRememberMe }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    isSubmitted.current = true;
    setIsSubmitting(true);
    try {
      const result = await validate(values);
      setErrors(result.errors ?? {});
      if (result.errors) {
        const firstWrong = TEXT_FIELDS.find((name) => result.errors[name]);
        if (firstWrong) inputs.current[firstWrong]?.focus();
        return;
      }
      await onValid(result.values);
    } finally {
      setIsSubmitting(false);
    }
  };

  /** The form element's own props. */
  const formProps = { noValidate: true, onSubmit, onKeyDown: startLoading, onPointerDown: startLoading };
  return { values, textField, setIsRememberMe, formProps, isSubmitting };
}
