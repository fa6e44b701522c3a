import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import { useProjectSearch } from '../api/search-projects.ts';
import { useSearchPicker } from './use-search-picker.ts';

export type ProjectOption = { id: number; name: string };

const nameOf = (option: ProjectOption) => option.name;

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
  const picker = useSearchPicker(value, onChange, nameOf);
  const search = useProjectSearch(picker.term);
  const options: ProjectOption[] = (search.data ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <Autocomplete
      options={options}
      {...picker.autocompleteProps(search.isFetching)}
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
