import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import { useClientSearch, useCreateClient } from '../api/clients.ts';

export type ClientOption = { id: number; client: string };
type Choice = ClientOption | { id: 0; client: string; isNew: true };

type ClientPickerProps = {
  value: ClientOption | null;
  onChange: (value: ClientOption | null) => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** Searchable client choice; a name that matches no client can be created on the spot. */
export function ClientPicker({ value, onChange, error, inputRef }: ClientPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const keyword = input === (value?.client ?? '') ? '' : input;
  const search = useClientSearch(keyword);
  const create = useCreateClient();
  const clients: ClientOption[] = search.data ?? [];
  const typed = keyword.trim();
  const hasExact = clients.some((client) => client.client.toLowerCase() === typed.toLowerCase());
  const options: Choice[] = typed && !hasExact ? [...clients, { id: 0, client: typed, isNew: true }] : clients;

  const choose = async (next: Choice | null) => {
    if (next && 'isNew' in next) {
      const created = await create.mutateAsync(next.client).catch(() => null);
      if (created) {
        onChange(created);
        setInput(created.client);
      }
      return;
    }
    onChange(next);
  };

  return (
    <Autocomplete<Choice>
      options={options}
      value={value}
      onChange={(_event, next) => void choose(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.client}
      getOptionKey={(option) => (option.id === 0 ? `new:${option.client}` : option.id)}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(list) => list}
      loading={search.isFetching || create.isPending}
      loadingText={t('projects.dialog.loading')}
      noOptionsText={t('projects.dialog.noOptions')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {'isNew' in option ? t('projects.dialog.createClient', { name: option.client }) : option.client}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={t('projects.dialog.client')}
          placeholder={t('projects.dialog.clientSearch')}
          error={Boolean(error)}
          helperText={error}
          inputRef={inputRef}
        />
      )}
    />
  );
}
