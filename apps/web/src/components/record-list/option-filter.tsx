import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListStateApi } from '../../ui/list-page/use-list-state.ts';
import './messages.ts';

type Option = { id: number | string; name: string };
export type OptionFilterSpec = {
  /** The list filter it sets; the wire takes a list of values, this filter picks one. */
  name: string;
  label: string;
  /** Undefined while the options load. */
  options: readonly Option[] | undefined;
};

/** The option filters of a list page, in the order given. */
export function OptionFilters({ list, filters }: { list: ListStateApi; filters: readonly OptionFilterSpec[] }) {
  return (
    <>
      {filters.map((filter) => (
        <OptionFilter key={filter.name} list={list} {...filter} />
      ))}
    </>
  );
}

/** One list filter picking one option; "All" clears it. */
function OptionFilter({ label, options = [], list, name }: OptionFilterSpec & { list: ListStateApi }) {
  const { t } = useTranslation();
  const labelId = useId();
  const chosen = list.filters[name];
  const current = Array.isArray(chosen) ? chosen[0] : undefined;
  return (
    <FormControl size="small" sx={{ minWidth: 170, maxWidth: '100%' }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={current !== undefined && options.some((option) => option.id === current) ? current : ''}
        onChange={(event) => {
          const raw = event.target.value;
          if (raw === '') return list.setFilter(name, null);
          const option = options.find((item) => String(item.id) === String(raw));
          list.setFilter(name, option ? [option.id] : null);
        }}
      >
        <MenuItem value="">{t('recordList.filters.any')}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
