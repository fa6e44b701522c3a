import type { Cluster } from '@fm/contract/schemas/agency';
import { clusterCreateInput } from '@fm/contract/schemas/agency';
import { namedRef } from '@fm/contract/schemas/common';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { muiField } from '../../../lib/mui-register.ts';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useSaveCluster } from '../api/save-cluster.ts';
import { useAgencyOptions } from '../api/search-agencies.ts';
import '../messages.ts';

const formSchema = clusterCreateInput.omit({ agency_ids: true }).extend({
  description: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    clusterCreateInput.shape.description,
  ),
  agencies: z.array(namedRef).max(500, 'validation.maxValue'),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

type ClusterDialogProps = { isOpen: boolean; cluster: Cluster | null; onClose: () => void };

/** The create agency group dialog, also used to rename a group and change its agencies. */
export function ClusterDialog({ isOpen, cluster, onClose }: ClusterDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveCluster();
  const [keyword, setKeyword] = useState('');
  const options = useAgencyOptions(keyword, isOpen);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const label = (key: string) => t(`agencyGroups.dialog.${key}`);
  const resolver = useContractResolver(formSchema, {
    name: label('name'),
    description: label('description'),
    agencies: label('agencies'),
  });
  const { register, control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver,
    values: {
      name: cluster?.name ?? '',
      description: cluster?.description ?? '',
      agencies: cluster?.agencies ?? [],
    },
  });
  const field = muiField({ register, formState }, t);

  const onSubmit = handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      await save.mutateAsync({
        id: cluster?.id,
        name: values.name,
        description: values.description ?? null,
        agency_ids: values.agencies.map((agency) => agency.id),
      });
      enqueueSnackbar(t('agencyGroups.saved'), { variant: 'success' });
      onClose();
    } catch (error) {
      const key = applyServerErrors(
        error,
        setError,
        ['name', 'description', 'agencies'],
        'catalogue.errorSavingAgencyGroup',
      );
      setErrorKey(key);
    }
  });

  return (
    <FormDialog
      isOpen={isOpen}
      isBusy={save.isPending}
      title={label(cluster ? 'editTitle' : 'createTitle')}
      closeLabel={label('cancel')}
      submitLabel={label('save')}
      onClose={onClose}
      onSubmit={onSubmit}
      formError={errorKey && t(errorKey)}
    >
      <TextField required {...field('name', label('name'))} />
      <TextField multiline minRows={2} {...field('description', label('description'))} />
      <Controller
        name="agencies"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={options.data ?? []}
            value={field.value}
            loading={options.isFetching}
            filterSelectedOptions
            filterOptions={(items) => items}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            loadingText={t('ui.list.loading')}
            noOptionsText={label('noAgency')}
            onInputChange={(_event, value, reason) => {
              if (reason === 'input' || reason === 'clear') setKeyword(value);
            }}
            onChange={(_event, value) => field.onChange(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={label('agencies')}
                error={Boolean(fieldState.error)}
                helperText={fieldErrorText(fieldState.error, t, label('agencies')) ?? label('agenciesHint')}
              />
            )}
          />
        )}
      />
    </FormDialog>
  );
}
