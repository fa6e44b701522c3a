import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../messages.ts';

/**
 * The state of a picker whose options the server searches. `term` is what to search for: nothing while the text
 * shown is the chosen option's own label. `autocompleteProps` wires the Autocomplete to that state, keeps the
 * server's order (no filtering in the browser) and names the loading and empty states.
 */
export function useSearchPicker<T extends { id: number }>(
  value: T | null,
  onChange: (value: T | null) => void,
  labelOf: (option: T) => string,
) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const term = input === (value ? labelOf(value) : '') ? '' : input;
  const autocompleteProps = (isFetching: boolean) => ({
    value,
    onChange: (_event: unknown, next: T | null) => onChange(next),
    inputValue: input,
    onInputChange: (_event: unknown, next: string) => setInput(next),
    getOptionLabel: labelOf,
    isOptionEqualToValue: (option: T, selected: T) => option.id === selected.id,
    filterOptions: (list: T[]) => list,
    loading: isFetching,
    loadingText: t('bookings.dialog.loading'),
    noOptionsText: t('bookings.dialog.noOptions'),
  });
  return { term, autocompleteProps };
}
