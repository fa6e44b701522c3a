import { issueMessage } from '@fm/contract/schemas/validation';
import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Path, ResolverOptions, ResolverResult, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../api/api-error.ts';

type FlatErrors = Record<string, { type: string; message: string }>;

/** Runs a contract schema over the form's wire input; its message keys are translated with the field's label. */
export function resolveWithContract<T extends FieldValues>(
  values: T,
  options: ResolverOptions<T>,
  check: { schema: z.ZodType; input: unknown; labels: Record<string, string>; t: TFunction; extra?: FlatErrors },
): ResolverResult<T> {
  const flat: FlatErrors = { ...check.extra };
  const result = check.schema.safeParse(check.input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      const name = path.join('.') || 'root';
      const { key, params } = issueMessage(issue);
      const label = check.labels[path[path.length - 1] ?? ''] ?? check.labels[path[0] ?? ''] ?? '';
      flat[name] ??= { type: 'validate', message: check.t(key, { ...params, field: label }).trim() };
    }
  }
  if (Object.keys(flat).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) } as ResolverResult<T>;
}

/**
 * Puts a 400's field errors at their fields and returns what is left for the form's alert. A business rule that
 * belongs to one field (e.g. "Booking hours exceeded") goes to that field even without a field name.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  codeFields: Record<string, string> = {},
): string | null {
  if (!isApiError(error)) return null;
  const rest: string[] = [];
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = fields.find((known) => name === known || name.startsWith(`${known}.`));
    if (field) setError(name as Path<T>, { type: 'server', message: messages.join(' ') });
    else rest.push(messages.join(' '));
  }
  const codeField = codeFields[error.code];
  if (codeField && Object.keys(error.fieldErrors).length === 0) {
    setError(codeField as Path<T>, { type: 'server', message: error.message });
    return null;
  }
  if (rest.length > 0) return rest.join(' ');
  return Object.keys(error.fieldErrors).length > 0 ? null : error.message;
}
