import type { ClientRef } from '@fm/contract/schemas/common';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { muiField } from '../../../lib/mui-register.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { ChipToggle } from '../../../ui/chip-toggle.tsx';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { LogoPicker, readAsDataUrl } from '../../../ui/logo-picker.tsx';
import { useCreateClient } from '../api/create-client.ts';
import { useSpecialities } from '../api/get-specialities.ts';
import { useClientSearch } from '../api/search-clients.ts';
import type { AgencyProfileFormInput } from './agency-profile-schema.ts';
import '../messages.ts';

const label = (t: (key: string) => string, key: string) => t(`onboarding.fields.${key}`);

/** Name, website and logo. */
export function DetailsSection({ savedLogo }: { savedLogo?: string | null }) {
  const { t } = useTranslation();
  const form = useFormContext<AgencyProfileFormInput>();
  const { control, watch } = form;
  const textField = muiField(form, t);
  const name = watch('name');
  return (
    <Stack spacing={2}>
      <TextField required {...textField('name', label(t, 'name'))} />
      <TextField placeholder="https://" {...textField('website', label(t, 'website'))} />
      <Controller
        name="logo"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl>
            <FormLabel sx={{ mb: 1 }}>{label(t, 'logo')}</FormLabel>
            <LogoPicker
              name={name}
              preview={field.value === undefined ? (savedLogo ?? null) : (field.value ?? null)}
              error={fieldErrorText(fieldState.error, t, label(t, 'logo'))}
              onChange={(file) => {
                if (!file) field.onChange(null);
                else void readAsDataUrl(file).then((url) => field.onChange(url));
              }}
            />
          </FormControl>
        )}
      />
    </Stack>
  );
}

const filterClients = createFilterOptions<ClientRef>();

function ClientsField() {
  const { t } = useTranslation();
  const { control } = useFormContext<AgencyProfileFormInput>();
  const [keyword, setKeyword] = useState('');
  const search = useClientSearch(keyword);
  const create = useCreateClient();
  return (
    <Controller
      name="clients"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<ClientRef | string, true, false, true>
          multiple
          freeSolo
          options={search.data ?? []}
          value={field.value}
          loading={search.isFetching || create.isPending}
          filterSelectedOptions
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.client)}
          isOptionEqualToValue={(option, value) =>
            typeof option !== 'string' && typeof value !== 'string' && option.id === value.id
          }
          filterOptions={(options, state) => {
            const filtered = filterClients(options as ClientRef[], state);
            const text = state.inputValue.trim();
            const exists = options.some(
              (option) => typeof option !== 'string' && option.client.toLowerCase() === text.toLowerCase(),
            );
            return text && !exists ? [...filtered, text] : filtered;
          }}
          renderOption={(props, option) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <li key={key} {...rest}>
                {typeof option === 'string' ? t('onboarding.fields.addClient', { name: option }) : option.client}
              </li>
            );
          }}
          onInputChange={(_event, value, reason) => {
            if (reason === 'input') setKeyword(value);
          }}
          onChange={(_event, next) => {
            const added = next.find((option): option is string => typeof option === 'string');
            const kept = next.filter((option): option is ClientRef => typeof option !== 'string');
            if (!added?.trim()) return field.onChange(kept);
            create.mutate(added.trim(), {
              onSuccess: (client) =>
                field.onChange(kept.some((item) => item.id === client.id) ? kept : [...kept, client]),
            });
            setKeyword('');
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label(t, 'clients')}
              error={Boolean(fieldState.error)}
              helperText={fieldErrorText(fieldState.error, t, label(t, 'clients')) ?? label(t, 'clientsHint')}
            />
          )}
        />
      )}
    />
  );
}

/** Services (at least one) and, for the agency's own profile, its clients. */
export function ServicesSection({ hasClients }: { hasClients: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<AgencyProfileFormInput>();
  const specialities = useSpecialities();
  return (
    <Stack spacing={3}>
      <Controller
        name="speciality_ids"
        control={control}
        render={({ field, fieldState }) => {
          const selected = field.value ?? [];
          const error = fieldErrorText(fieldState.error, t, label(t, 'services'));
          return (
            <FormControl error={Boolean(error)} component="fieldset">
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {label(t, 'services')}
              </FormLabel>
              {specialities.isPending && <Skeleton variant="rounded" height={40} />}
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {specialities.data?.map((speciality) => (
                  <ChipToggle
                    key={speciality.id}
                    label={speciality.name}
                    isSelected={selected.includes(speciality.id)}
                    onChange={(isSelected) =>
                      field.onChange(
                        isSelected ? [...selected, speciality.id] : selected.filter((id) => id !== speciality.id),
                      )
                    }
                  />
                ))}
              </Stack>
              <FormHelperText sx={{ mx: 0 }} role={error ? 'alert' : undefined}>
                {error ?? label(t, 'servicesHint')}
              </FormHelperText>
            </FormControl>
          );
        }}
      />
      {hasClients && <ClientsField />}
    </Stack>
  );
}

/** Booking approval, data exchange and the credit note texts. */
export function SettingsSection() {
  const { t } = useTranslation();
  const form = useFormContext<AgencyProfileFormInput>();
  const field = muiField(form, t);
  return (
    <Stack spacing={2}>
      <CheckboxField name="is_booking_approval_required" control={form.control} label={label(t, 'approval')} />
      <CheckboxField name="is_maconomy_data_exchange_required" control={form.control} label={label(t, 'maconomy')} />
      <TextField multiline minRows={2} {...field('credit_note_header', label(t, 'header'))} />
      <TextField multiline minRows={2} {...field('credit_note_footer', label(t, 'footer'))} />
    </Stack>
  );
}
