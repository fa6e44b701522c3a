import { Autocomplete, Box, Chip, TextField, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import { useFreelancerSearch } from '../api/search-freelancers.ts';
import { useSearchPicker } from './use-search-picker.ts';

export type FreelancerOption = {
  id: number;
  first_name: string;
  last_name: string;
  availability?: 'AVAILABLE' | 'BUSY';
};

type FreelancerPickerProps = {
  value: FreelancerOption | null;
  onChange: (value: FreelancerOption | null) => void;
  period: { start_date: string | null; end_date: string | null };
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

const nameOf = (option: FreelancerOption) => `${option.first_name} ${option.last_name}`;

/** Searchable freelancer choice; each option shows whether the freelancer is free in the chosen period. */
export function FreelancerPicker({ value, onChange, period, error, inputRef }: FreelancerPickerProps) {
  const { t } = useTranslation();
  const picker = useSearchPicker(value, onChange, nameOf);
  const search = useFreelancerSearch(picker.term, period);
  const options: FreelancerOption[] = search.data?.data ?? [];
  const availabilityChip = (option: FreelancerOption) =>
    option.availability ? (
      <Tooltip
        title={t(option.availability === 'AVAILABLE' ? 'bookings.dialog.availableHint' : 'bookings.dialog.busyHint')}
      >
        <Chip
          size="small"
          variant="outlined"
          color={option.availability === 'AVAILABLE' ? 'success' : 'warning'}
          label={t(option.availability === 'AVAILABLE' ? 'bookings.dialog.available' : 'bookings.dialog.busy')}
        />
      </Tooltip>
    ) : null;
  const hasPeriod = Boolean(period.start_date && period.end_date);
  const chosen = value ? (options.find((option) => option.id === value.id) ?? value) : null;
  return (
    <Autocomplete
      options={options}
      {...picker.autocompleteProps(search.isFetching)}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{nameOf(option)}</span>
          {availabilityChip(option)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={t('bookings.dialog.freelancer')}
          placeholder={t('bookings.dialog.freelancerSearch')}
          error={Boolean(error)}
          helperText={error ?? (hasPeriod ? t('bookings.dialog.availabilityHint') : undefined)}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {chosen ? availabilityChip(chosen) : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
