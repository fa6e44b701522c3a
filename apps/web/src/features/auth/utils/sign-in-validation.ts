import type { TFunction } from 'i18next';
import { translateIssues } from '../../../lib/contract-resolver.ts';
import { type SignInFormValues, signInFormSchema } from './auth-form-schemas.ts';

export type SignInFieldErrors = Partial<Record<keyof SignInFormValues, string>>;

/**
 * The sign-in form's check with the contract's field rules and messages (as useContractResolver words them), in a
 * module the form loads after it has rendered: the schema and zod stay out of the sign-in pages' first download.
 */
export async function validateSignInForm(
  values: SignInFormValues,
  translate: TFunction,
  labels: Record<string, string>,
): Promise<{ values: SignInFormValues; errors: null } | { values: null; errors: SignInFieldErrors }> {
  const result = await signInFormSchema.safeParseAsync(values);
  if (result.success) return { values: result.data, errors: null };
  const errors: SignInFieldErrors = {};
  for (const [path, error] of Object.entries(translateIssues(result.error.issues, labels, translate))) {
    errors[path as keyof SignInFormValues] = error.message;
  }
  return { values: null, errors };
}
