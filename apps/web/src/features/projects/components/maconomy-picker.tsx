import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import { useMaconomySearch } from '../api/search-maconomy-projects.ts';

export type MaconomyOption = {
  project_number: string;
  name: string;
  client_name: string | null;
  allocations: { number: string; name: string | null }[];
};

type MaconomyPickerProps = {
  value: MaconomyOption | null;
  onChange: (value: MaconomyOption | null) => void;
  error?: string;
  isRequired?: boolean;
};

const labelOf = (option: MaconomyOption) => `${option.project_number} · ${option.name}`;

/** Link to a project of the external accounting system; its cost allocations are taken over. */
export function MaconomyPicker({ value, onChange, error, isRequired = false }: MaconomyPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useMaconomySearch(input === (value ? labelOf(value) : '') ? '' : input, true);
  return (
    <Autocomplete
      options={search.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={labelOf}
      getOptionKey={(option) => option.project_number}
      isOptionEqualToValue={(option, selected) => option.project_number === selected.project_number}
      filterOptions={(list) => list}
      loading={search.isFetching}
      loadingText={t('projects.dialog.loading')}
      noOptionsText={t('projects.dialog.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          required={isRequired}
          label={t('projects.dialog.maconomy')}
          error={Boolean(error)}
          helperText={error ?? t('projects.dialog.maconomyHint')}
        />
      )}
    />
  );
}
