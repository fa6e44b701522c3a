import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error.ts';

/**
 * Puts a 400's field errors (already in the caller's language) at the form's fields. Returns the catalogue key
 * to show above the form when the error is not about a known field, or null when nothing is left to show
 * (5xx and network errors already raised the snackbar).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallbackKey: string,
  /** Server field name → form field name, where they differ (client_ids → clients). */
  aliases: Record<string, Path<T>> = {},
): string | null {
  if (!isApiError(error)) return fallbackKey;
  if (error.status === 0 || error.status >= 500) return null;
  let hasFieldError = false;
  for (const [serverName, messages] of Object.entries(error.fieldErrors)) {
    const name = aliases[serverName.split('.')[0] ?? ''] ?? serverName;
    const field = fields.find((candidate) => candidate === name || name.startsWith(`${candidate}.`));
    if (!field || messages.length === 0) continue;
    setError(field, { type: 'server', message: messages.join(' ') });
    hasFieldError = true;
  }
  if (hasFieldError) return null;
  return error.code.startsWith('catalogue.') || error.code.startsWith('error.') ? error.code : fallbackKey;
}
