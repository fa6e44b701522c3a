import { useTranslation } from 'react-i18next';
import type { ListStateApi } from '../../ui/list-page/use-list-state.ts';
import { SelectFilter } from '../../ui/select-filter.tsx';
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
  const chosen = list.filters[name];
  const current = Array.isArray(chosen) ? chosen[0] : undefined;
  return (
    <SelectFilter
      label={label}
      emptyLabel={t('recordList.filters.any')}
      options={options.map((option) => ({ value: option.id, label: option.name }))}
      value={current !== undefined && options.some((option) => option.id === current) ? current : ''}
      onChange={(raw) => {
        if (raw === '') return list.setFilter(name, null);
        const option = options.find((item) => String(item.id) === String(raw));
        list.setFilter(name, option ? [option.id] : null);
      }}
      minWidth={170}
      maxWidth="100%"
    />
  );
}
