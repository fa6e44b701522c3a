import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import { useAgencyOptions } from '../api/get-agency-options.ts';

type AgencyFilterProps = { value: number | null; onChange: (value: number | null) => void };

/** Admin and finance narrow the list to one agency (document 1 §6). */
export function AgencyFilter({ value, onChange }: AgencyFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const agencies = useAgencyOptions(true);
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id={labelId}>{t('projects.agencyFilter')}</InputLabel>
      <Select
        labelId={labelId}
        label={t('projects.agencyFilter')}
        value={value !== null && agencies.data?.some((agency) => agency.id === value) ? value : ''}
        onChange={(event) => onChange(String(event.target.value) === '' ? null : Number(event.target.value))}
      >
        <MenuItem value="">{t('projects.allAgencies')}</MenuItem>
        {(agencies.data ?? []).map((agency) => (
          <MenuItem key={agency.id} value={agency.id}>
            {agency.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
