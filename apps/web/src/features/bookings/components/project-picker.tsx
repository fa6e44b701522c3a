import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import { useProjectSearch } from '../api/search-projects.ts';

export type ProjectOption = { id: number; name: string };

type ProjectPickerProps = {
  value: ProjectOption | null;
  onChange: (value: ProjectOption | null) => void;
  error?: string;
  isDisabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** Searchable choice among the caller's ongoing and paused projects. */
export function ProjectPicker({ value, onChange, error, isDisabled, inputRef }: ProjectPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useProjectSearch(input === (value?.name ?? '') ? '' : input);
  const options: ProjectOption[] = (search.data ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(list) => list}
      loading={search.isFetching}
      loadingText={t('bookings.dialog.loading')}
      noOptionsText={t('bookings.dialog.noOptions')}
      disabled={isDisabled}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={t('bookings.dialog.project')}
          error={Boolean(error)}
          helperText={error}
          inputRef={inputRef}
        />
      )}
    />
  );
}
