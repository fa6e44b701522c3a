import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';

/**
 * Puts a 400's field errors at their fields (document 2 §8: the server's texts are already translated) and returns
 * what is left for a form-level alert: messages of unknown fields, or the error's own message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  /** Wire field names that the form calls differently (freelancer_id → freelancer). */
  rename: Record<string, string> = {},
  /** Field labels, for a server text that still carries its `{field}` placeholder. */
  labels: Record<string, string> = {},
): string | null {
  if (!isApiError(error)) return null;
  const rest: string[] = [];
  for (const [wireName, messages] of Object.entries(error.fieldErrors)) {
    const [head = '', ...rest] = wireName.split('.');
    const name = [rename[head] ?? head, ...rest].join('.');
    const message = messages.join(' ').replaceAll('{field}', labels[name] ?? '');
    const field = fields.find((known) => name === known || name.startsWith(`${known}.`));
    if (field) setError(name as Path<T>, { type: 'server', message });
    else rest.push(message);
  }
  if (rest.length > 0) return rest.join(' ');
  return Object.keys(error.fieldErrors).length > 0 ? null : error.message;
}
