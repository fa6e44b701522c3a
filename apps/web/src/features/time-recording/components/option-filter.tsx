import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../messages.ts';

type Option = { id: number | string; name: string };
type OptionFilterProps = {
  label: string;
  options: readonly Option[];
  /** The chosen values (the wire takes a list; this filter picks one). */
  value: readonly (number | string)[] | undefined;
  onChange: (value: (number | string)[] | null) => void;
};

/** One list filter picking one option; "All" clears it. */
export function OptionFilter({ label, options, value, onChange }: OptionFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const current = value?.[0];
  return (
    <FormControl size="small" sx={{ minWidth: 170, maxWidth: '100%' }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={current !== undefined && options.some((option) => option.id === current) ? current : ''}
        onChange={(event) => {
          const raw = event.target.value;
          if (raw === '') return onChange(null);
          const option = options.find((item) => String(item.id) === String(raw));
          onChange(option ? [option.id] : null);
        }}
      >
        <MenuItem value="">{t('timeRecording.filters.any')}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
