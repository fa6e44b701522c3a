import { MAX_DECIMALS, NUMBER_INPUT_DEBOUNCE_MS, NUMBER_INPUT_REVALIDATE_MS } from '@fm/contract/constants';
import { TextField } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boundFieldProps, type ControlledFieldProps, type FieldProps, withOwnValidation } from './controlled-field.ts';
import { formatLocaleNumber, parseLocaleNumber } from './locale-number.ts';
import { useUiLanguage } from './use-ui-language.ts';

type NumberRules = { min?: number; max?: number; maxDecimals?: number; isRequired?: boolean };

/**
 * `onChange` is called with the number read from the text on every edit; `onErrorChange` at once on every edit,
 * while the error is only shown after the pause.
 */
export type NumberFieldProps = NumberRules &
  FieldProps<number> & {
    endAdornment?: ReactNode;
  };

type Translate = ReturnType<typeof useTranslation>['t'];

/** The field's own rules, in the order a user would fix them. */
export function validateNumberText(
  text: string,
  language: 'de' | 'en',
  rules: NumberRules,
  t: Translate,
  field = '',
): string | null {
  const maxDecimals = rules.maxDecimals ?? MAX_DECIMALS;
  const { value, error } = parseLocaleNumber(text, language, maxDecimals);
  if (error === 'invalid') return t('ui.validation.double');
  if (value === null)
    return rules.isRequired
      ? field
        ? t('ui.validation.required', { field })
        : t('ui.validation.requiredPlain')
      : null;
  if (error === 'maxDecimals') return t('ui.validation.maxDecimals', { max: maxDecimals });
  const format = (limit: number) => formatLocaleNumber(limit, language);
  if (rules.min !== undefined && value < rules.min)
    return t('ui.validation.minValue', { field, min: format(rules.min) }).trim();
  if (rules.max !== undefined && value > rules.max)
    return t('ui.validation.maxValue', { field, max: format(rules.max) }).trim();
  return null;
}

/**
 * Locale-aware number input (docs/product.md §9): German '1.234,5' or English '1,234.5' in, a number out. The error
 * appears after a NUMBER_INPUT_DEBOUNCE_MS pause in typing, is checked again NUMBER_INPUT_REVALIDATE_MS later
 * (so rules depending on other fields catch up), and at once on blur, where the text is also formatted.
 */
export function NumberField({
  value,
  onChange,
  onBlur,
  onErrorChange,
  label,
  name,
  error,
  helperText,
  isDisabled,
  inputRef,
  endAdornment,
  size,
  isFullWidth = true,
  ...rules
}: NumberFieldProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [text, setText] = useState(() => formatLocaleNumber(value, language, { maxDecimals: 20 }));
  const [ownError, setOwnError] = useState<string | null>(null);
  const lastEmitted = useRef<number | null>(value);
  const isFocused = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const fieldName = typeof label === 'string' ? label : '';
  const latest = useRef({ text, language, rules, fieldName });
  latest.current = { text, language, rules, fieldName };

  const runValidation = () => {
    const current = latest.current;
    setOwnError(validateNumberText(current.text, current.language, current.rules, t, current.fieldName));
  };
  const clearTimers = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.length = 0;
  };
  const scheduleValidation = () => {
    clearTimers();
    timers.current.push(
      setTimeout(() => {
        runValidation();
        timers.current.push(setTimeout(runValidation, NUMBER_INPUT_REVALIDATE_MS));
      }, NUMBER_INPUT_DEBOUNCE_MS),
    );
  };
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  // A value set from outside (form reset, another control) replaces the text; our own echo does not.
  useEffect(() => {
    if (Object.is(value, lastEmitted.current)) return;
    lastEmitted.current = value;
    setText(formatLocaleNumber(value, language, { maxDecimals: 20 }));
    setOwnError(null);
  }, [value, language]);

  // After a language switch the shown text follows the new language.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    const previous = shownLanguage.current;
    shownLanguage.current = language;
    if (isFocused.current) return;
    setText((current) => {
      const parsed = parseLocaleNumber(current, previous, 20);
      return parsed.error ? current : formatLocaleNumber(parsed.value, language, { maxDecimals: 20 });
    });
  }, [language]);

  const handleChange = (next: string) => {
    setText(next);
    const parsed = parseLocaleNumber(next, language, rules.maxDecimals ?? MAX_DECIMALS);
    const emitted = parsed.error === 'invalid' ? null : parsed.value;
    lastEmitted.current = emitted;
    onErrorChange?.(validateNumberText(next, language, rules, t, fieldName));
    // Emitted on every edit, even when the number is unchanged, so that a form re-runs its validation.
    onChange(emitted);
    scheduleValidation();
  };

  const handleBlur = () => {
    isFocused.current = false;
    clearTimers();
    runValidation();
    const parsed = parseLocaleNumber(text, language, 20);
    if (!parsed.error && parsed.value !== null)
      setText(formatLocaleNumber(parsed.value, language, { maxDecimals: 20 }));
    onBlur?.();
  };

  const shownError = ownError ?? error ?? null;
  return (
    <TextField
      label={label}
      name={name}
      value={text}
      onChange={(event) => handleChange(event.target.value)}
      onFocus={() => {
        isFocused.current = true;
      }}
      onBlur={handleBlur}
      error={Boolean(shownError)}
      helperText={shownError ?? helperText}
      disabled={isDisabled}
      required={rules.isRequired}
      inputRef={inputRef}
      size={size}
      fullWidth={isFullWidth}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: endAdornment ? { endAdornment } : undefined,
      }}
    />
  );
}

/** NumberField bound to react-hook-form. The field's own rules take part in the form's validation. */
export function NumberFieldControlled<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  rules,
  ...props
}: ControlledFieldProps<NumberFieldProps, T, TOut>) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const ownError = useRef<string | null>(null);
  const fieldName = typeof props.label === 'string' ? props.label : '';
  // Unreadable text has no number to check, so the text's error counts; an untouched field checks its value.
  const numberRules = withOwnValidation(rules, 'numberField', (value) => {
    if (ownError.current) return ownError.current;
    const text = formatLocaleNumber(typeof value === 'number' ? value : null, language, {
      maxDecimals: 20,
      useGrouping: false,
    });
    return validateNumberText(text, language, props, t, fieldName) ?? true;
  });
  return (
    <Controller
      name={name}
      control={control}
      rules={numberRules}
      render={(bound) => (
        <NumberField
          {...props}
          {...boundFieldProps<number, T>(bound, t, fieldName)}
          onErrorChange={(message) => {
            ownError.current = message;
          }}
        />
      )}
    />
  );
}
