import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';

export type SelectFilterOption = { value: string | number; label: string };

type SelectFilterProps = {
  label: string;
  /** The text of the empty choice that clears the filter ("All", "—"). */
  emptyLabel: string;
  options: readonly SelectFilterOption[];
  /** The chosen option's value, '' for none. */
  value: string | number;
  /** The value as the select hands it over, '' for the empty choice. */
  onChange: (value: string | number) => void;
  minWidth: number;
  maxWidth?: string;
};

/** A small labelled select above a list that narrows it to one option, or clears it with the empty choice. */
export function SelectFilter({ label, emptyLabel, options, value, onChange, minWidth, maxWidth }: SelectFilterProps) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth, maxWidth }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<string | number>
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <MenuItem value="">{emptyLabel}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
