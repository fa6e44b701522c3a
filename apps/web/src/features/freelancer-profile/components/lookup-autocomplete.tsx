import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { type LookupKind, useLookupSearch } from '../api/lookups.ts';
import type { NamedItem } from './profile-form-values.ts';

type Option = NamedItem & { isNew?: boolean };

export type LookupAutocompleteProps = {
  label: string;
  value: NamedItem[];
  onChange: (value: NamedItem[]) => void;
  onBlur?: () => void;
  /** Searches this list on the server; leave out to filter `options` locally. */
  kind?: LookupKind;
  options?: NamedItem[];
  /** Creates a new entry from the typed text; leave out when the list is fixed. */
  onCreate?: (name: string) => Promise<NamedItem>;
  error?: string;
  helperText?: string;
};

const filterLocal = createFilterOptions<Option>();

/**
 * A searchable multiple choice (skills, job titles, languages, projects). A text that matches nothing can be
 * added as a new entry (docs/product.md §8: new entries can be created).
 */
export function LookupAutocomplete({
  label,
  value,
  onChange,
  onBlur,
  kind,
  options = [],
  onCreate,
  error,
  helperText,
}: LookupAutocompleteProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const keyword = useDebouncedValue(input.trim(), 250);
  const remote = useLookupSearch(kind ?? 'skills', keyword, Boolean(kind));
  const available: Option[] = kind ? (remote.data ?? []) : options;

  const choose = async (next: (Option | string)[]) => {
    const chosen: NamedItem[] = [];
    for (const item of next) {
      if (typeof item === 'string' || item.isNew) {
        const name = (typeof item === 'string' ? item : item.name).trim();
        if (!name || !onCreate) continue;
        const existing = [...value, ...available].find((entry) => entry.name.toLowerCase() === name.toLowerCase());
        if (existing) {
          chosen.push(existing);
          continue;
        }
        setIsCreating(true);
        try {
          chosen.push(await onCreate(name));
        } catch {
          // The caller reports the failure; the typed text stays.
          return;
        } finally {
          setIsCreating(false);
        }
      } else chosen.push({ id: item.id, name: item.name });
    }
    const unique = chosen.filter((item, index) => chosen.findIndex((other) => other.id === item.id) === index);
    onChange(unique);
    setInput('');
  };

  return (
    <Autocomplete
      multiple
      freeSolo={Boolean(onCreate)}
      options={available}
      value={value as Option[]}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_event, next) => void choose(next as (Option | string)[])}
      onBlur={onBlur}
      loading={(Boolean(kind) && remote.isFetching) || isCreating}
      loadingText={t('freelancerProfile.lookup.loading')}
      noOptionsText={t('freelancerProfile.lookup.noOptions')}
      isOptionEqualToValue={(option, selected) => typeof selected !== 'string' && option.id === selected.id}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      filterSelectedOptions
      filterOptions={(all, state) => {
        const filtered = kind ? all : filterLocal(all, state);
        const typed = state.inputValue.trim();
        const isKnown = [...all, ...value].some((option) => option.name.toLowerCase() === typed.toLowerCase());
        if (onCreate && typed && !isKnown) filtered.push({ id: -1, name: typed, isNew: true });
        return filtered;
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={`${key}-${option.id}`} {...rest}>
            {option.isNew ? t('freelancerProfile.lookup.create', { name: option.name }) : option.name}
          </li>
        );
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip key={key} size="small" label={typeof option === 'string' ? option : option.name} {...itemProps} />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}
