import { useTranslation } from 'react-i18next';
import { useAgencyOptions } from '../api/use-agency-options.ts';
import { SelectFilter } from '../ui/select-filter.tsx';

type AgencyFilterProps = { value: number | null; onChange: (value: number | null) => void };

/** Admin and finance narrow the list to one agency (docs/product.md §2). */
export function AgencyFilter({ value, onChange }: AgencyFilterProps) {
  const { t } = useTranslation();
  const agencies = useAgencyOptions(true);
  return (
    <SelectFilter
      label={t('ui.agencyFilter.label')}
      emptyLabel={t('ui.agencyFilter.all')}
      options={(agencies.data ?? []).map((agency) => ({ value: agency.id, label: agency.name }))}
      value={value !== null && agencies.data?.some((agency) => agency.id === value) ? value : ''}
      onChange={(next) => onChange(String(next) === '' ? null : Number(next))}
      minWidth={200}
    />
  );
}
