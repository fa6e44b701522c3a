import type { directoryUserOutput } from '@fm/contract/schemas/agency';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDirectorySearch } from '../api/search-directory.ts';
import '../messages.ts';

export type DirectoryUser = z.infer<typeof directoryUserOutput>;

/** Finds a colleague in the company directory (from two characters on) and hands the pick to the form. */
export function DirectorySearchField({
  isEnabled,
  onPick,
}: {
  isEnabled: boolean;
  onPick: (user: DirectoryUser) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const directory = useDirectorySearch(keyword, isEnabled);
  return (
    <Autocomplete
      options={directory.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => `${option.display_name} <${option.email}>`}
      isOptionEqualToValue={(option, value) => option.external_id === value.external_id}
      loading={directory.isFetching}
      loadingText={t('ui.list.loading')}
      noOptionsText={t('users.inviteDialog.noDirectoryMatch')}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setKeyword(value);
      }}
      onChange={(_event, option) => {
        if (option) onPick(option);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('users.inviteDialog.directory')}
          helperText={t('users.inviteDialog.directoryHint')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {directory.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
