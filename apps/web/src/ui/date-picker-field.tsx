import { DATE_FORMAT, WIRE_DATE_FORMAT } from '@fm/contract/constants';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boundFieldProps, type ControlledFieldProps, type FieldProps, withOwnValidation } from './controlled-field.ts';

/** `value` and `onChange` carry ISO dates 'YYYY-MM-DD'; `onErrorChange` gets invalid date, before min, after max. */
export type DatePickerFieldProps = FieldProps<string> & {
  /** ISO dates. */
  minDate?: string;
  maxDate?: string;
  /** ISO date the calendar opens at while there is no value (e.g. the start of a range for its end). */
  referenceDate?: string | null;
  isRequired?: boolean;
};

export function toIsoDate(date: Dayjs | null): string | null {
  return date?.isValid() ? date.format(WIRE_DATE_FORMAT) : null;
}

export function fromIsoDate(iso: string | null | undefined): Dayjs | null {
  if (!iso) return null;
  const date = dayjs(iso, WIRE_DATE_FORMAT);
  return date.isValid() ? date : null;
}

/**
 * Date picker showing DD.MM.YYYY with weeks from Monday (the shell's adapter locale is 'de' or 'en-gb'), emitting
 * ISO dates. While the typed date is incomplete it keeps the text and emits null.
 */
export function DatePickerField({
  value,
  onChange,
  onBlur,
  onErrorChange,
  label,
  name,
  minDate,
  maxDate,
  referenceDate,
  error,
  helperText,
  isRequired,
  isDisabled,
  isFullWidth = true,
  size,
  inputRef,
}: DatePickerFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Dayjs | null>(() => fromIsoDate(value));
  const [reason, setReason] = useState<DateValidationError>(null);

  // Follow a value set from outside, but keep a half-typed date when the outside value is our own null.
  useEffect(() => {
    setDraft((current) => (toIsoDate(current) === value ? current : fromIsoDate(value)));
  }, [value]);

  const min = fromIsoDate(minDate);
  const max = fromIsoDate(maxDate);
  const messageFor = (next: DateValidationError): string | null => {
    switch (next) {
      case null:
        return null;
      case 'minDate':
        return t('ui.validation.minDate', { min: min?.format(DATE_FORMAT) });
      case 'maxDate':
        return t('ui.validation.maxDate', { max: max?.format(DATE_FORMAT) });
      default:
        return t('ui.validation.invalidDate');
    }
  };
  const ownError = messageFor(reason);
  const shownError = ownError ?? error ?? null;

  return (
    <DatePicker
      label={label}
      name={name}
      value={draft}
      format={DATE_FORMAT}
      minDate={min ?? undefined}
      maxDate={max ?? undefined}
      referenceDate={fromIsoDate(referenceDate) ?? undefined}
      disabled={isDisabled}
      inputRef={inputRef}
      onChange={(next) => {
        setDraft(next);
        onChange(toIsoDate(next));
      }}
      onError={(next) => {
        setReason(next);
        onErrorChange?.(messageFor(next));
      }}
      slotProps={{
        textField: {
          error: Boolean(shownError),
          helperText: shownError ?? helperText,
          required: isRequired,
          fullWidth: isFullWidth,
          size,
          onBlur,
        },
        field: { clearable: !isRequired },
      }}
    />
  );
}

/** DatePickerField bound to react-hook-form; required, min and max take part in the form's validation. */
export function DatePickerFieldControlled<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  rules,
  ...props
}: ControlledFieldProps<DatePickerFieldProps, T, TOut>) {
  const { t } = useTranslation();
  const fieldName = typeof props.label === 'string' ? props.label : '';
  const datePickerRules = withOwnValidation(rules, 'datePicker', (value) => {
    if (typeof value !== 'string' || !value) {
      if (!props.isRequired) return true;
      return fieldName ? t('ui.validation.required', { field: fieldName }) : t('ui.validation.requiredPlain');
    }
    if (props.minDate && value < props.minDate)
      return t('ui.validation.minDate', { min: dayjs(props.minDate).format(DATE_FORMAT) });
    if (props.maxDate && value > props.maxDate)
      return t('ui.validation.maxDate', { max: dayjs(props.maxDate).format(DATE_FORMAT) });
    return true;
  });
  return (
    <Controller
      name={name}
      control={control}
      rules={datePickerRules}
      render={(bound) => <DatePickerField {...props} {...boundFieldProps<string, T>(bound, t, fieldName)} />}
    />
  );
}
