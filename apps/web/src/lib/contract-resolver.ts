import { issueMessage } from '@fm/contract/schemas/validation';
import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a contract schema whose messages carry their placeholders: "Name may not be
 * greater than 100 characters" rather than a bare key. `labels` names the fields (by path or last segment).
 * The resolver stays the same across renders and translates with the current language when it runs.
 */
export function useContractResolver<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  labels: Record<string, string> = {},
): Resolver<TInput, unknown, TOutput> {
  const { t } = useTranslation();
  const latest = useRef({ t, labels, schema });
  latest.current = { t, labels, schema };
  const resolver = useRef<Resolver<TInput, unknown, TOutput> | null>(null);
  if (!resolver.current) {
    resolver.current = async (values, _context, options) => {
      const { t: translate, labels: names, schema: current } = latest.current;
      const result = await current.safeParseAsync(values);
      if (result.success) return { values: result.data, errors: {} };
      const flat = translateIssues(result.error.issues, names, translate);
      return { values: {}, errors: toNestErrors(flat, options) };
    };
  }
  return resolver.current;
}

/**
 * The first issue at each path as a field error, its message key translated with the field's label (by path or
 * last segment). A message for which `isOwnKey` holds is kept as written (a form's own key, translated later).
 */
export function translateIssues(
  issues: readonly z.core.$ZodIssue[],
  labels: Record<string, string>,
  translate: TFunction,
  isOwnKey: (message: string) => boolean = () => false,
): Record<string, FieldError> {
  const flat: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (flat[path]) continue;
    if (isOwnKey(issue.message)) {
      flat[path] = { type: issue.code, message: issue.message };
      continue;
    }
    const { key, params } = issueMessage(issue);
    const field = labels[path] ?? labels[String(issue.path.at(-1) ?? '')] ?? String(params.field);
    flat[path] = { type: issue.code, message: translate(key, { ...params, field }).trim() };
  }
  return flat;
}
