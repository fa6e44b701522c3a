import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../api/api-error.ts';
import { useContractResolver } from './contract-resolver.ts';

export type UseContractFormOptions<TInput extends FieldValues, TOutput> = {
  /** The contract's schema (or a form schema extending it): the resolver and the parsed values come from it. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** Field labels by path or last path segment, for messages like "Name may not be greater than 100 characters". */
  labels?: Record<string, string>;
  /** The fields the form shows; a server error at any other field goes to the form's alert. */
  fields: readonly Path<TInput>[];
  /** Catalogue key shown when a refusal has nothing better to say. */
  fallbackKey: string;
  /** Server field name → form field name, where they differ (client_ids → clients). */
  aliases?: Record<string, Path<TInput>>;
  /** A business rule refused without a field name that belongs to one field ("Booking hours exceeded" → hours). */
  codeFields?: Record<string, Path<TInput>>;
};

export type ContractForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  /** The translated text for the form's alert, or null. */
  formError: string | null;
  setFormError: (text: string | null) => void;
  /**
   * Puts a 400's field errors at the fields the form shows; what belongs to no shown field (an unknown field, a
   * rule without a field) goes to `formError`, never dropped. 5xx and network errors already raised the snackbar.
   */
  setServerErrors: (error: unknown) => void;
};

/**
 * One form over a contract schema: values are typed as the schema's input, `handleSubmit` hands over its parsed
 * output (assignable to the call's body without a cast), and the server's refusals are placed at the fields.
 */
export function useContractForm<TInput extends FieldValues, TOutput>(
  options: UseContractFormOptions<TInput, TOutput>,
): ContractForm<TInput, TOutput> {
  const { t } = useTranslation();
  const resolver = useContractResolver<TInput, TOutput>(options.schema, options.labels);
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues: options.defaultValues });
  const [formError, setFormError] = useState<string | null>(null);

  const setServerErrors = (error: unknown) => {
    setFormError(placeFieldErrors(error, form.setError, options, t));
  };

  return { ...form, formError, setFormError, setServerErrors };
}

/** Places the field errors and returns the alert's text (translated), or null when nothing is left to show. */
function placeFieldErrors<TInput extends FieldValues, TOutput>(
  error: unknown,
  setError: UseFormReturn<TInput, unknown, TOutput>['setError'],
  { fields, aliases = {}, codeFields = {}, fallbackKey }: UseContractFormOptions<TInput, TOutput>,
  t: (key: string) => string,
): string | null {
  if (!isApiError(error)) return t(fallbackKey);
  if (error.status === 0 || error.status >= 500) return null;
  const codeField = codeFields[error.code];
  if (codeField && Object.keys(error.fieldErrors).length === 0) {
    setError(codeField, { type: 'server', message: error.message });
    return null;
  }
  const unplaced: string[] = [];
  let hasPlaced = false;
  for (const [serverName, messages] of Object.entries(error.fieldErrors)) {
    if (messages.length === 0) continue;
    const [head = '', ...rest] = serverName.split('.');
    const alias = aliases[head];
    const name = alias ? [alias, ...rest].join('.') : serverName;
    const field = fields.find((candidate) => candidate === name || name.startsWith(`${candidate}.`));
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') });
      hasPlaced = true;
    } else {
      unplaced.push(messages.join(' '));
    }
  }
  if (unplaced.length > 0) return unplaced.join(' ');
  if (hasPlaced) return null;
  return t(error.code.startsWith('catalogue.') || error.code.startsWith('error.') ? error.code : fallbackKey);
}
