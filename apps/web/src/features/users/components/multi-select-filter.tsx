import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useId } from 'react';

type MultiSelectFilterProps<V extends string> = {
  label: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
};

/** A list filter that picks several values (roles, languages, statuses). */
export function MultiSelectFilter<V extends string>({ label, options, value, onChange }: MultiSelectFilterProps<V>) {
  const labelId = useId();
  const labelOf = (item: V) => options.find((option) => option.value === item)?.label ?? item;
  return (
    <FormControl size="small" sx={{ minWidth: 160, maxWidth: { xs: '100%', sm: 260 } }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<V[]>
        multiple
        labelId={labelId}
        value={value as V[]}
        onChange={(event) => onChange(event.target.value as V[])}
        input={<OutlinedInput label={label} />}
        renderValue={(selected) => selected.map(labelOf).join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox size="small" checked={value.includes(option.value)} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
