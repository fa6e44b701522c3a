import {
  REPORT_BOOKING_STATUSES,
  REPORT_CREDIT_NOTE_STATUSES,
  REPORT_TOPICS,
  REPORT_USER_STATUSES,
  type ReportTopic,
} from '@fm/contract/enums';
import { decodeReportLists, type ReportListItem } from '@fm/contract/schemas/report';
import { Autocomplete, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useAgencyMembers } from '../../../api/use-agency-members.ts';
import { useAgencyOptions } from '../../../api/use-agency-options.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useFreelancerOptions, useProjectOptions } from '../../../components/record-list/api/get-filter-options.ts';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import '../messages.ts';
import { useClientOptions } from '../api/get-report-options.ts';
import { type ReportDraft, useSaveReport } from '../api/save-report.ts';

type Option = { id: number; name: string };
type ListName = 'agencies' | 'bookers' | 'freelancers' | 'projects' | 'clients';

/** The report statuses of docs/product.md §8 that apply to a topic (none for ratings). */
export const STATUSES_OF_TOPIC: Record<ReportTopic, readonly string[]> = {
  CREDIT_NOTE: REPORT_CREDIT_NOTE_STATUSES,
  COST_ALLOCATION: REPORT_CREDIT_NOTE_STATUSES,
  CREDIT_NOTE_AMOUNT: REPORT_CREDIT_NOTE_STATUSES,
  BOOKING_DETAILS: REPORT_BOOKING_STATUSES,
  AGENCY_BOOKING_AMOUNT: REPORT_BOOKING_STATUSES,
  USER_LIST: REPORT_USER_STATUSES,
  AGENCY_RATING: [],
};

function draftOf(report: ReportListItem | null): ReportDraft {
  if (!report) {
    return {
      topic: 'CREDIT_NOTE',
      title: '',
      timeframe_start_date: null,
      timeframe_end_date: null,
      agencies: [],
      bookers: [],
      freelancers: [],
      projects: [],
      clients: [],
      status: [],
    };
  }
  const lists = decodeReportLists(report);
  return {
    id: report.id,
    topic: report.topic,
    title: report.title,
    timeframe_start_date: report.timeframe_start_date,
    timeframe_end_date: report.timeframe_end_date,
    agencies: lists.agencies.map((item) => item.id),
    bookers: lists.bookers.map((item) => item.id),
    freelancers: lists.freelancers.map((item) => item.id),
    projects: lists.projects.map((item) => item.id),
    clients: lists.clients.map((item) => item.id),
    status: lists.status,
  };
}

/** Names the saved report already carries, so chips show before the option lists load. */
function knownOf(report: ReportListItem | null): Record<ListName, Option[]> {
  const lists = report ? decodeReportLists(report) : null;
  const person = (item: { id: number; first_name: string; last_name: string }) => ({
    id: item.id,
    name: `${item.first_name} ${item.last_name}`,
  });
  return {
    agencies: lists?.agencies ?? [],
    bookers: lists?.bookers.map(person) ?? [],
    freelancers: lists?.freelancers.map(person) ?? [],
    projects: lists?.projects ?? [],
    clients: lists?.clients.map((item) => ({ id: item.id, name: item.client })) ?? [],
  };
}

function ChipsField(props: {
  label: string;
  options: readonly Option[];
  known: readonly Option[];
  value: number[];
  error: string | undefined;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const all = useMemo(() => {
    const byId = new Map<number, Option>();
    for (const option of [...props.known, ...props.options]) byId.set(option.id, option);
    return [...byId.values()];
  }, [props.known, props.options]);
  const selected = props.value.map((id) => all.find((option) => option.id === id) ?? { id, name: `#${id}` });
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={all}
      value={selected}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={t('reports.dialog.noOptions')}
      onChange={(_event, options) => props.onChange(options.map((option) => option.id))}
      renderValue={(options, getItemProps) =>
        options.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.name} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          placeholder={t('reports.dialog.search')}
          error={Boolean(props.error)}
          helperText={props.error}
        />
      )}
    />
  );
}

/** Create or change a saved report: topic, title, time frame and the filter lists as chips with search. */
export function ReportDialog(props: { report: ReportListItem | null; isStaff: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveReport();
  const [draft, setDraft] = useState<ReportDraft>(() => draftOf(props.report));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const known = useMemo(() => knownOf(props.report), [props.report]);
  const isAgency = !props.isStaff;
  const agencies = useAgencyOptions(props.isStaff);
  const members = useAgencyMembers(isAgency);
  const freelancers = useFreelancerOptions(['reports'], true);
  const projects = useProjectOptions(['reports']);
  const clients = useClientOptions(isAgency);
  const bookers = (members.data ?? [])
    .filter((member) => member.role === 'managing-director' || member.role === 'agency-manager')
    .map((member) => ({ id: member.id, name: `${member.first_name} ${member.last_name}` }));
  const statuses = STATUSES_OF_TOPIC[draft.topic];

  const set = <K extends keyof ReportDraft>(name: K, value: ReportDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!draft.title.trim()) {
      setErrors({ title: t('reports.dialog.titleRequired') });
      return;
    }
    save.mutate(
      { ...draft, status: draft.status.filter((status) => statuses.includes(status)) },
      {
        onSuccess: () => {
          enqueueSnackbar(t('reports.dialog.saved', { title: draft.title.trim() }), { variant: 'success' });
          props.onClose();
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          const fields = Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.join(' ')]),
          );
          setErrors(fields);
          if (!Object.keys(fields).length) setFormError(error.message);
        },
      },
    );
  };

  const chips = (name: ListName, options: readonly Option[] | undefined) => (
    <ChipsField
      label={t(`reports.dialog.${name}`)}
      options={options ?? []}
      known={known[name]}
      value={draft[name]}
      error={errors[name] || undefined}
      onChange={(ids) => set(name, ids)}
    />
  );

  return (
    <FormDialog
      isOpen
      isBusy={save.isPending}
      title={props.report ? t('reports.dialog.editTitle') : t('reports.dialog.createTitle')}
      closeLabel={t('reports.dialog.close')}
      submitLabel={t('reports.dialog.save')}
      onClose={props.onClose}
      onSubmit={submit}
      formError={formError}
      notes={[t(`reports.dialog.topicHints.${draft.topic}`)]}
    >
      <TextField
        select
        label={t('reports.dialog.topic')}
        value={draft.topic}
        onChange={(event) => set('topic', event.target.value as ReportTopic)}
        error={Boolean(errors.topic)}
        helperText={errors.topic || undefined}
      >
        {REPORT_TOPICS.map((topic) => (
          <MenuItem key={topic} value={topic}>
            {t(`reports.topics.${topic}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('reports.dialog.reportTitle')}
        value={draft.title}
        required
        onChange={(event) => set('title', event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title || undefined}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePickerField
          label={t('reports.dialog.start')}
          name="timeframe_start_date"
          value={draft.timeframe_start_date}
          onChange={(value) => set('timeframe_start_date', value)}
          {...(errors.timeframe_start_date ? { error: errors.timeframe_start_date } : {})}
          isFullWidth
        />
        <DatePickerField
          label={t('reports.dialog.end')}
          name="timeframe_end_date"
          value={draft.timeframe_end_date}
          onChange={(value) => set('timeframe_end_date', value)}
          referenceDate={draft.timeframe_start_date}
          {...(errors.timeframe_end_date ? { error: errors.timeframe_end_date } : {})}
          isFullWidth
        />
      </Stack>
      {props.isStaff ? chips('agencies', agencies.data) : null}
      {isAgency ? chips('bookers', bookers) : null}
      {chips('freelancers', freelancers.data)}
      {chips('projects', projects.data)}
      {isAgency ? chips('clients', clients.data) : null}
      {statuses.length ? (
        <Autocomplete
          multiple
          filterSelectedOptions
          options={[...statuses]}
          value={draft.status.filter((status) => statuses.includes(status))}
          getOptionLabel={(status) => t(`reports.status.${status}`)}
          onChange={(_event, value) => set('status', value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('reports.dialog.status')}
              error={Boolean(errors.status)}
              helperText={errors.status || undefined}
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}
