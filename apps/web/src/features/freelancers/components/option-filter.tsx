import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import type { NamedOption } from '../utils/freelancer-query.ts';

type Search = (keyword: string, isEnabled: boolean) => { data?: NamedOption[]; isFetching: boolean };

export type OptionFilterProps = {
  label: string;
  value: NamedOption[];
  onChange: (value: NamedOption[]) => void;
  useSearch: Search;
};

/** A multiple choice filter searched on the server (skills, clients). */
export function OptionFilter({ label, value, onChange, useSearch }: OptionFilterProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const keyword = useDebouncedValue(input.trim(), 250);
  const [isOpen, setIsOpen] = useState(false);
  const search = useSearch(keyword, isOpen);
  return (
    <Autocomplete
      multiple
      size="small"
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      options={search.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      filterOptions={(options) => options}
      filterSelectedOptions
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => option.name}
      loading={search.isFetching}
      loadingText={t('freelancers.filters.searching')}
      noOptionsText={t('freelancers.filters.noOptions')}
      sx={{ minWidth: 200, flex: '1 1 200px', maxWidth: { sm: 320 } }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
