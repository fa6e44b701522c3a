import type { Cluster } from '@fm/contract/schemas/agency';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useCfoCandidates } from '../api/get-cfo-candidates.ts';
import { useSetCfoAssignment } from '../api/set-cfo-assignment.ts';
import '../messages.ts';

type Person = { id: number; name: string };

/**
 * The CFOs of one group as removable chips (Delete or Backspace on a focused chip, or its cross) and a search to
 * add one. Each change is saved at once; the candidates load when the search opens.
 */
export function ClusterCfos({ cluster }: { cluster: Cluster }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [isSearching, setIsSearching] = useState(false);
  const [input, setInput] = useState('');
  const candidates = useCfoCandidates(input, isSearching);
  const assignment = useSetCfoAssignment();
  const assignedIds = new Set(cluster.cfos.map((cfo) => cfo.id));
  const options = (candidates.data ?? []).filter((candidate) => !assignedIds.has(candidate.id));

  const save = (person: Person, isAssigned: boolean) =>
    assignment.mutate(
      { user_id: person.id, cluster_id: cluster.id, is_assigned: isAssigned },
      {
        onSuccess: () =>
          enqueueSnackbar(
            t(isAssigned ? 'agencyGroups.cfos.added' : 'agencyGroups.cfos.removed', {
              person: person.name,
              name: cluster.name,
            }),
            { variant: 'success' },
          ),
        // 400 is a refusal with its text (not a CFO); 5xx and network errors already raised the snackbar.
        onError: (error) => {
          if (isApiError(error) && error.status > 0 && error.status < 500)
            enqueueSnackbar(error.status === 400 ? error.message : t('catalogue.errorSavingAgencyGroup'), {
              variant: 'error',
            });
        },
      },
    );

  return (
    <Stack spacing={1} sx={{ minWidth: 220 }}>
      {cluster.cfos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('agencyGroups.cfos.none')}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {cluster.cfos.map((cfo) => {
            const person = { id: cfo.id, name: `${cfo.first_name} ${cfo.last_name}` };
            return (
              <Chip
                key={cfo.id}
                size="small"
                label={person.name}
                aria-label={t('agencyGroups.cfos.remove', { person: person.name, name: cluster.name })}
                aria-keyshortcuts="Delete Backspace"
                disabled={assignment.isPending}
                onDelete={() => save(person, false)}
              />
            );
          })}
        </Stack>
      )}
      <Autocomplete
        size="small"
        options={options}
        value={null}
        inputValue={input}
        loading={candidates.isFetching}
        disabled={assignment.isPending}
        filterOptions={(items) => items}
        getOptionLabel={(option) => `${option.firstName} ${option.lastName}`}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <span>
              {option.firstName} {option.lastName}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {option.email}
              </Typography>
            </span>
          </li>
        )}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loadingText={t('ui.list.loading')}
        noOptionsText={t(candidates.isError ? 'catalogue.errorLoadingUsers' : 'agencyGroups.cfos.noMatch')}
        onOpen={() => setIsSearching(true)}
        onInputChange={(_event, value, reason) => {
          // A pick empties the search itself (onChange); MUI's own resets after it are not the admin typing.
          if (reason === 'input' || reason === 'clear' || reason === 'blur') setInput(value);
        }}
        onChange={(_event, option) => {
          if (!option) return;
          setInput('');
          save({ id: option.id, name: `${option.firstName} ${option.lastName}` }, true);
        }}
        renderInput={(params) => <TextField {...params} label={t('agencyGroups.cfos.add', { name: cluster.name })} />}
      />
    </Stack>
  );
}
