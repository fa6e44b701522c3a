import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRememberMeOn } from '../../../lib/session-cookies.ts';
import type { SignInFormValues } from '../utils/auth-form-schemas.ts';
import type { SignInFieldErrors } from '../utils/sign-in-validation.ts';

/**
 * The sign-in call (with the profile calls and their contract schemas) and the form's check load after the form
 * has rendered, so /login's first download leaves zod out; the form starts fetching both as soon as it shows.
 */
export const loadSignIn = () => import('../api/sign-in.ts');
const loadValidation = () => import('../utils/sign-in-validation.ts');

/** At the latest this long after the form shows, its code is fetched even if the browser never idles. */
const PREFETCH_WAIT_MS = 2000;

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

  useEffect(() => {
    // Fetched once the page has painted and the browser is idle, so that the first submit does not wait and the
    // page's first paints do not share the line with 100 KB of sign-in code; a failed fetch is tried again by the submit.
    const prefetch = () => {
      loadSignIn().catch(() => undefined);
      loadValidation().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(prefetch, { timeout: PREFETCH_WAIT_MS });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(prefetch, PREFETCH_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

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

  return { values, textField, setIsRememberMe, onSubmit, isSubmitting };
}
