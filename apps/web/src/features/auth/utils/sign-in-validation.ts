import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { ResolverOptions, ResolverResult } from 'react-hook-form';
import { translateIssues } from '../../../lib/contract-resolver.ts';
import { type SignInFormValues, signInFormSchema } from './auth-form-schemas.ts';

/**
 * The sign-in form's check, as useContractResolver makes it, in a module the form loads after it has rendered:
 * the schema, the contract's field rules and zod stay out of the sign-in pages' first download.
 */
export async function resolveSignInForm(
  values: SignInFormValues,
  options: ResolverOptions<SignInFormValues>,
  translate: TFunction,
  labels: Record<string, string>,
): Promise<ResolverResult<SignInFormValues, SignInFormValues>> {
  const result = await signInFormSchema.safeParseAsync(values);
  if (result.success) return { values: result.data, errors: {} };
  const flat = translateIssues(result.error.issues, labels, translate);
  return { values: {}, errors: toNestErrors(flat, options) };
}
