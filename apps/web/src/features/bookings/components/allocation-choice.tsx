import { Box, FormControl, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { projectDetailQueryOptions } from '../../../api/project.ts';
import { ChipToggle } from '../../../ui/chip-toggle.tsx';
import '../messages.ts';

type AllocationChoiceProps = {
  projectId: number | null;
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
  /** Select every active allocation once a project is chosen (new requests). */
  isPreselecting: boolean;
};

/** The chosen project's cost allocations as toggles; inactive ones are shown but cannot be chosen. */
export function AllocationChoice({ projectId, value, onChange, error, isPreselecting }: AllocationChoiceProps) {
  const { t } = useTranslation();
  const project = useQuery(projectDetailQueryOptions(projectId));
  const allocations = project.data?.allocations ?? [];
  const preselectedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!isPreselecting || !project.data || preselectedFor.current === project.data.id) return;
    preselectedFor.current = project.data.id;
    if (value.length === 0)
      onChange(project.data.allocations.filter((allocation) => allocation.is_active).map(({ id }) => id));
  }, [isPreselecting, project.data, value.length, onChange]);

  if (projectId === null) return null;
  const hasActive = allocations.some((allocation) => allocation.is_active);
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{t('bookings.dialog.allocations')}</FormLabel>
      {project.isLoading ? (
        <Skeleton variant="rounded" height={32} sx={{ mt: 1 }} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {allocations.map((allocation) => (
            <ChipToggle
              key={allocation.id}
              label={`${allocation.number}${allocation.name ? ` · ${allocation.name}` : ''}${
                allocation.is_active ? '' : ` (${t('bookings.dialog.inactive')})`
              }`}
              isDisabled={!allocation.is_active}
              isSelected={value.includes(allocation.id)}
              onChange={(isSelected) =>
                onChange(isSelected ? [...value, allocation.id] : value.filter((id) => id !== allocation.id))
              }
            />
          ))}
        </Box>
      )}
      <FormHelperText>
        {error ?? (!project.isLoading && !hasActive ? t('bookings.dialog.noActiveAllocations') : undefined)}
      </FormHelperText>
    </FormControl>
  );
}
