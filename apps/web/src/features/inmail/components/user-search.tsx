import type { messengerUserOutput } from '@fm/contract/schemas/inmail';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useMessengerUserSearch } from '../api/inmail.ts';
import '../messages.ts';

export type MessengerUser = z.infer<typeof messengerUserOutput>;

const SEARCH_DEBOUNCE_MS = 300;

/** Finds a person one may write to (name, e-mail, agency) and hands the choice on to start or open the chat. */
export function UserSearch({ onSelect }: { onSelect: (user: MessengerUser) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const keyword = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMessengerUserSearch(keyword, { enabled: isOpen });

  return (
    <Autocomplete<MessengerUser, false, false, false>
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      options={search.data ?? []}
      loading={search.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(user) => `${user.first_name} ${user.last_name}`}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, user) => {
        if (!user) return;
        setInput('');
        onSelect(user);
      }}
      noOptionsText={t('inmail.search.noResults')}
      loadingText={t('inmail.search.loading')}
      renderOption={({ key, ...props }, user) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar src={user.image_url ?? undefined} sx={{ width: 32, height: 32 }}>
            {user.first_name.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap>{`${user.first_name} ${user.last_name}`}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {[user.agency_name, user.email].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('inmail.search.label')}
          placeholder={t('inmail.search.placeholder')}
          size="small"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
