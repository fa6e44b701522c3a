import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipToggle } from '../../../ui/chip-toggle.tsx';
import type { ListStateApi } from '../../../ui/list-page/use-list-state.ts';
import { NumberField } from '../../../ui/number-field.tsx';
import { useClientOptions } from '../api/search-clients.ts';
import { useSkillOptions } from '../api/search-skills.ts';
import { decodeOptions, encodeOption, FILTER, RATE_LIMIT, readNumberFilter } from '../utils/freelancer-query.ts';
import { OptionFilter } from './option-filter.tsx';

const EXPERIENCE_YEARS = [1, 2, 3, 5, 10, 15, 20];
const COMMIT_DELAY_MS = 600;

/** A rate bound: typed freely, applied after a pause so that the list does not reload on every key. */
function RateBound({ list, name, label }: { list: ListStateApi; name: string; label: string }) {
  const stored = readNumberFilter(list, name);
  const [value, setValue] = useState<number | null>(stored);
  const latest = useRef(list.setFilter);
  latest.current = list.setFilter;
  useEffect(() => setValue(stored), [stored]);
  useEffect(() => {
    if (value === stored) return;
    const timer = setTimeout(() => latest.current(name, value), COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, stored, name]);
  return (
    <Box sx={{ width: { xs: 'calc(50% - 6px)', sm: 160 } }}>
      <NumberField label={label} value={value} onChange={setValue} min={0} max={RATE_LIMIT} size="small" />
    </Box>
  );
}

/** The filters of docs/product.md §8 beyond keywords and the period. */
export function FreelancerFilters({ list }: { list: ListStateApi }) {
  const { t } = useTranslation();
  const experience = readNumberFilter(list, FILTER.experience);
  return (
    <>
      <RateBound list={list} name={FILTER.rateFrom} label={t('freelancers.filters.rateFrom')} />
      <RateBound list={list} name={FILTER.rateTo} label={t('freelancers.filters.rateTo')} />
      <TextField
        select
        size="small"
        label={t('freelancers.filters.experience')}
        value={experience ?? 0}
        onChange={(event) => list.setFilter(FILTER.experience, Number(event.target.value) || null)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value={0}>{t('freelancers.filters.anyExperience')}</MenuItem>
        {EXPERIENCE_YEARS.map((years) => (
          <MenuItem key={years} value={years}>
            {t('freelancers.filters.experienceYears', { count: years })}
          </MenuItem>
        ))}
      </TextField>
      <OptionFilter
        label={t('freelancers.filters.skills')}
        value={decodeOptions(list.filters[FILTER.skills])}
        onChange={(next) => list.setFilter(FILTER.skills, next.map(encodeOption))}
        useSearch={useSkillOptions}
      />
      <OptionFilter
        label={t('freelancers.filters.clients')}
        value={decodeOptions(list.filters[FILTER.clients])}
        onChange={(next) => list.setFilter(FILTER.clients, next.map(encodeOption))}
        useSearch={useClientOptions}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', pt: 0.5 }}>
        {list.tab === 'ALL' ? (
          <ChipToggle
            label={t('freelancers.filters.bookmarked')}
            isSelected={list.filters[FILTER.bookmarked] === true}
            onChange={(isSelected) => list.setFilter(FILTER.bookmarked, isSelected)}
          />
        ) : null}
        <ChipToggle
          label={t('freelancers.filters.available')}
          isSelected={list.filters[FILTER.showBusy] !== true}
          onChange={(isSelected) => list.setFilter(FILTER.showBusy, !isSelected)}
        />
      </Box>
    </>
  );
}
