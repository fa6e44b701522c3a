import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { sumHundredths } from '../record-list/format.ts';
import { splitIssue } from './split-shares.ts';

/** What a record form knows besides its values: what is left on the booking, its one allocation, the split. */
export type RecordContext = {
  /** Hours or amount still open on the chosen booking (a correction's own share included); null before a choice. */
  left: number | null;
  /** The booking's first active allocation: without a split it carries the whole total. */
  singleAllocationId: number | null;
  isSplit: boolean;
};

/** The form's names of a record's date and total (hours or amount), which are the server's names too. */
export type RecordFieldNames = { date: string; total: string };

/** The wire call after the contract's schema, or the contract's issues. */
export type ParsedRecordCall<TCall> = { call: TCall; issues: [] } | { call: null; issues: z.core.$ZodIssue[] };

/** `input` checked by a contract schema: the wire call of that kind with the parsed body, or the issues. */
export function parseCall<TKind extends string, TSchema extends z.ZodType>(
  kind: TKind,
  schema: TSchema,
  input: unknown,
): ParsedRecordCall<{ kind: TKind; body: z.output<TSchema> }> {
  const result = schema.safeParse(input);
  return result.success
    ? { call: { kind, body: result.data }, issues: [] }
    : { call: null, issues: result.error.issues };
}

type RecordRules = {
  names: RecordFieldNames;
  /** The catalogue key of a total over what is left on the booking. */
  exceededKey: string;
  context: Pick<RecordContext, 'left' | 'isSplit'>;
};

/**
 * A record dialog's schema: the form's values in, the wire call out. The form checks what only it knows (the
 * required fields, what is left, the split's sum, once as a whole); `parse` runs the contract's schema, whose issue
 * at a field the form already flagged is left out. Without a split the one allocation's issues are the total's.
 */
export function recordFormSchema<TForm extends FieldValues, TCall>(
  { names, exceededKey, context }: RecordRules,
  parse: (values: TForm) => ParsedRecordCall<TCall>,
) {
  return z.custom<TForm>().transform((values, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    const total: number | null = values[names.total];
    if (values.booking_id === '') required('booking_id');
    if (!values[names.date]) required(names.date);
    if (total === null) required(names.total);
    if (total !== null && context.left !== null && total > context.left + 1e-9)
      ctx.addIssue({ code: 'custom', path: [names.total], message: exceededKey });
    const shares = (values.allocations as FieldValues[]).map((share) => share[names.total] as number | null);
    if (context.isSplit && total !== null && sumHundredths(shares) !== total)
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: 'validation.allocationsSum' });
    const { call, issues } = parse(values);
    const own = new Set(ctx.issues.map((issue) => issue.path?.join('.')));
    for (const issue of issues) {
      const raised = splitIssue(issue);
      const placed = !context.isSplit && issue.path[0] === 'allocations' ? { ...raised, path: [names.total] } : raised;
      if (!own.has(placed.path?.join('.'))) ctx.addIssue(placed);
    }
    return call ?? z.NEVER;
  });
}
