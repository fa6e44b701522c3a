import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyOptions } from '../api/use-agency-options.ts';

type AgencyFilterProps = { value: number | null; onChange: (value: number | null) => void };

/** Admin and finance narrow the list to one agency (document 1 §6). */
export function AgencyFilter({ value, onChange }: AgencyFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const agencies = useAgencyOptions(true);
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id={labelId}>{t('ui.agencyFilter.label')}</InputLabel>
      <Select
        labelId={labelId}
        label={t('ui.agencyFilter.label')}
        value={value !== null && agencies.data?.some((agency) => agency.id === value) ? value : ''}
        onChange={(event) => onChange(String(event.target.value) === '' ? null : Number(event.target.value))}
      >
        <MenuItem value="">{t('ui.agencyFilter.all')}</MenuItem>
        {(agencies.data ?? []).map((agency) => (
          <MenuItem key={agency.id} value={agency.id}>
            {agency.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
