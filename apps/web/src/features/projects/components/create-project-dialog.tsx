import type { ProjectDetail } from '@fm/contract/schemas/project';
import { projectCreateInput } from '@fm/contract/schemas/project';
import { issueMessage } from '@fm/contract/schemas/validation';
import { toNestErrors } from '@hookform/resolvers';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { DatePickerFieldControlled } from '../../../ui/date-picker-field.tsx';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import '../messages.ts';
import { useAgencyMembers } from '../../../api/use-agency-members.ts';
import { useAgencyProfile } from '../../../api/use-agency-profile.ts';
import { useCreateProject } from '../api/create-project.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { AllocationsField } from './allocations-field.tsx';
import { type ClientOption, ClientPicker } from './client-picker.tsx';
import { ImagePicker } from './image-picker.tsx';
import { type MaconomyOption, MaconomyPicker } from './maconomy-picker.tsx';

export type AllocationRow = { number: string; name: string; is_active: boolean };
export type ProjectForm = {
  name: string;
  client: ClientOption | null;
  due_date: string | null;
  image: string | null;
  maconomy: MaconomyOption | null;
  allocations: AllocationRow[];
  /** The owning account manager; only the edit offers it (a new project belongs to its creator). */
  owner_id: number | null;
};

const EMPTY: ProjectForm = {
  name: '',
  client: null,
  due_date: null,
  image: null,
  maconomy: null,
  allocations: [],
  owner_id: null,
};

/** The form values of a saved project (the edit's starting point). */
function formOf(project: ProjectDetail): ProjectForm {
  return {
    name: project.name,
    client: project.client_id ? { id: project.client_id, client: project.client_name ?? '' } : null,
    due_date: project.due_date,
    image: null,
    maconomy: project.project_number
      ? {
          project_number: project.project_number,
          name: project.maconomy_project_name ?? '',
          client_name: null,
          allocations: [],
        }
      : null,
    allocations: project.allocations.map((row) => ({
      number: row.number,
      name: row.name ?? '',
      is_active: row.is_active,
    })),
    owner_id: project.owner?.id ?? null,
  };
}

/** Who may own a project: the agency's active account managers and directors, and the current owner. */
const OWNER_ROLES = new Set(['agency-manager', 'managing-director']);
const WIRE_TO_FORM: Record<string, keyof ProjectForm> = {
  client_id: 'client',
  project_number: 'maconomy',
  maconomy_project_name: 'maconomy',
};

function toInput(form: ProjectForm) {
  return {
    name: form.name,
    client_id: form.client?.id,
    due_date: form.due_date ?? undefined,
    image: form.image,
    project_number: form.maconomy?.project_number ?? null,
    maconomy_project_name: form.maconomy?.name ?? null,
    allocations: form.allocations.map((row) => ({
      number: row.number,
      name: row.name.trim() || null,
      is_active: row.is_active,
    })),
  };
}

type CreateProjectDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  onCreated?: (project: ProjectDetail) => void;
  /** Given: the dialog edits this project (name, client, due date, owner, allocations) instead of creating one. */
  project?: ProjectDetail;
};

/** The create-project dialog of docs/product.md §3, and the same form to edit a project. */
export function CreateProjectDialog({ isOpen, onClose, onCreated, project }: CreateProjectDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const createMutation = useCreateProject();
  const updateMutation = useUpdateProject();
  const create = project ? updateMutation : createMutation;
  const isEdit = project !== undefined;
  const members = useAgencyMembers(isOpen && isEdit);
  const owners = (members.data ?? []).filter(
    (member) => member.id === project?.owner?.id || (member.is_active && OWNER_ROLES.has(member.role)),
  );
  const agency = useAgencyProfile();
  const isMaconomyRequired = agency.data?.is_maconomy_data_exchange_required ?? false;
  const [formError, setFormError] = useState<string | null>(null);

  const labels: Record<string, string> = useMemo(
    () => ({
      name: t('projects.dialog.name'),
      client: t('projects.dialog.client'),
      due_date: t('projects.dialog.dueDate'),
      image: t('projects.dialog.image'),
      maconomy: t('projects.dialog.maconomy'),
      allocations: t('projects.dialog.allocations'),
      owner_id: t('projects.detail.owner'),
      number: t('projects.dialog.allocationNumber', { number: '' }).trim(),
    }),
    [t],
  );

  const resolver: Resolver<ProjectForm> = useMemo(
    () => (values, _context, options) => {
      const flat: Record<string, { type: string; message: string }> = {};
      const add = (path: string, message: string) => {
        flat[path] ??= { type: 'validate', message };
      };
      if (!values.due_date) add('due_date', t('validation.required', { field: labels.due_date }));
      if (isMaconomyRequired && !values.maconomy) add('maconomy', t('validation.required', { field: labels.maconomy }));
      const result = projectCreateInput.safeParse(toInput(values));
      if (!result.success) {
        for (const issue of result.error.issues) {
          const [head = 'root', ...rest] = issue.path.map(String);
          const name = WIRE_TO_FORM[head] ?? head;
          const { key, params } = issueMessage(issue);
          const field = labels[String(issue.path.at(-1))] ?? labels[name] ?? '';
          add([name, ...rest].join('.'), t(key, { ...params, field }).trim());
        }
      }
      if (Object.keys(flat).length === 0) return { values, errors: {} };
      return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
    },
    [isMaconomyRequired, labels, t],
  );

  const { control, handleSubmit, setError, formState, setValue } = useForm<ProjectForm>({
    defaultValues: project ? formOf(project) : EMPTY,
    resolver,
  });
  const errorOf = (name: keyof ProjectForm) => (formState.errors[name] as { message?: string } | undefined)?.message;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (project) {
        const { image, ...changes } = toInput(values);
        await updateMutation.mutateAsync({
          ...changes,
          ...(image ? { image } : {}),
          id: project.id,
          ...(values.owner_id ? { owner_id: values.owner_id } : {}),
        } as Parameters<typeof updateMutation.mutateAsync>[0]);
        enqueueSnackbar(t('projects.dialog.saved'), { variant: 'success' });
        onClose();
        return;
      }
      const created = await createMutation.mutateAsync(
        toInput(values) as Parameters<typeof createMutation.mutateAsync>[0],
      );
      enqueueSnackbar(t('projects.dialog.created'), { variant: 'success' });
      onClose();
      onCreated?.(created);
    } catch (error) {
      if (!isApiError(error)) return;
      const rest: string[] = [];
      for (const [wire, messages] of Object.entries(error.fieldErrors)) {
        const [head = '', ...tail] = wire.split('.');
        const name = WIRE_TO_FORM[head] ?? head;
        // A server text may still carry its field placeholder; the form knows the label.
        const message = messages
          .join(' ')
          .replaceAll('{field}', labels[String(tail.at(-1) ?? name)] ?? labels[name] ?? '');
        if (name in EMPTY) setError([name, ...tail].join('.') as keyof ProjectForm, { message });
        else rest.push(message);
      }
      setFormError(rest.join(' ') || (Object.keys(error.fieldErrors).length ? null : error.message));
    }
  });

  return (
    <Dialog
      open={isOpen}
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t(isEdit ? 'projects.dialog.editTitle' : 'projects.dialog.title')}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={submit}>
          <Stack spacing={2.5}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <Controller
              name="name"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  required
                  label={labels.name}
                  error={Boolean(errorOf('name'))}
                  helperText={errorOf('name')}
                />
              )}
            />
            <Controller
              name="client"
              control={control}
              render={({ field }) => (
                <ClientPicker
                  value={field.value}
                  onChange={field.onChange}
                  error={errorOf('client')}
                  inputRef={field.ref}
                />
              )}
            />
            <DatePickerFieldControlled name="due_date" control={control} label={labels.due_date} isRequired />
            {isEdit && owners.length > 0 ? (
              <Controller
                name="owner_id"
                control={control}
                render={({ field }) => (
                  <TextField
                    select
                    label={labels.owner_id}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    inputRef={field.ref}
                  >
                    {owners.map((member) => (
                      <MenuItem key={member.id} value={member.id}>
                        {member.first_name} {member.last_name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : null}
            {isMaconomyRequired ? (
              <Controller
                name="maconomy"
                control={control}
                render={({ field }) => (
                  <MaconomyPicker
                    isRequired
                    value={field.value}
                    onChange={(next) => {
                      field.onChange(next);
                      if (next && next.allocations.length > 0)
                        setValue(
                          'allocations',
                          next.allocations.map((allocation) => ({
                            number: allocation.number,
                            name: allocation.name ?? '',
                            is_active: true,
                          })),
                        );
                    }}
                    error={errorOf('maconomy')}
                  />
                )}
              />
            ) : null}
            <AllocationsField control={control} />
            <Controller
              name="image"
              control={control}
              render={({ field }) => (
                <ImagePicker value={field.value} onChange={field.onChange} error={errorOf('image')} />
              )}
            />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          {t('projects.dialog.cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(isEdit ? 'projects.dialog.save' : 'projects.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
