import type { TFunction } from 'i18next';

const FALLBACK_KEYS: Record<string, string> = {
  required: 'ui.validation.requiredPlain',
};

/**
 * The text to show for a react-hook-form error. A message that looks like a catalogue key ('validation.required',
 * 'ui.validation.maxDecimals') is translated; any other message is shown as written; an error without message
 * falls back to a generic text for its rule.
 */
export function fieldErrorText(
  error: { type?: string; message?: string } | undefined,
  t: TFunction,
  field?: string,
): string | undefined {
  if (!error) return undefined;
  const { message, type } = error;
  if (message && /^[a-z]+(\.[a-zA-Z_]+)+$/.test(message)) return t(message, { field: field ?? '' }).trim();
  if (message) return message;
  return t(FALLBACK_KEYS[type ?? ''] ?? 'ui.validation.requiredPlain');
}
