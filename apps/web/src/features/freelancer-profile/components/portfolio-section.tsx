import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showErrorSnackbar } from '../../../api/client.ts';
import { useSpecialities } from '../api/get-specialities.ts';
import { type LookupKind, useLookupCreate } from '../api/lookups.ts';
import { errorText, type ProfileForm } from './form-context.ts';
import { LookupAutocomplete } from './lookup-autocomplete.tsx';

const MAX_LINKS = 10;
const ERROR_KEYS: Record<LookupKind, string> = {
  skills: 'catalogue.errorCreatingSkill',
  jobTitles: 'catalogue.errorCreatingNewJobTitle',
  spokenLanguages: 'catalogue.errorCreatingLanguage',
  projects: 'catalogue.errorCreatingProject',
};

type LookupName = 'skills' | 'job_titles' | 'spoken_languages' | 'projects';

function LookupField({ form, name, kind }: { form: ProfileForm; name: LookupName; kind: LookupKind }) {
  const { t } = useTranslation();
  const create = useLookupCreate(kind);
  const label = t(`freelancerProfile.fields.${kind}`);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <LookupAutocomplete
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          kind={kind}
          onCreate={async (text) => {
            try {
              return await create.mutateAsync(text);
            } catch (error) {
              showErrorSnackbar(ERROR_KEYS[kind]);
              throw error;
            }
          }}
          error={errorText(fieldState.error, t, label)}
        />
      )}
    />
  );
}

/** Portfolio links, and skills, job titles, specialities, languages and projects as searchable lists. */
export function PortfolioSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const links = useFieldArray({ control: form.control, name: 'portfolio_links' });
  const specialities = useSpecialities();
  const errors = form.formState.errors.portfolio_links;
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3">
          {t('freelancerProfile.fields.portfolioLinks')}
        </Typography>
        {links.fields.map((link, index) => {
          const label = t('freelancerProfile.fields.portfolioLink', { number: index + 1 });
          return (
            <Stack key={link.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={label}
                fullWidth
                type="url"
                placeholder="https://"
                error={Boolean(errors?.[index]?.url)}
                helperText={errorText(errors?.[index]?.url, t, label)}
                {...form.register(`portfolio_links.${index}.url`)}
              />
              <IconButton
                aria-label={t('freelancerProfile.fields.removeLink', { number: index + 1 })}
                onClick={() => links.remove(index)}
                sx={{ mt: 1 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
        {links.fields.length < MAX_LINKS ? (
          <Button startIcon={<AddIcon />} onClick={() => links.append({ url: '' })} sx={{ alignSelf: 'flex-start' }}>
            {t('freelancerProfile.fields.addLink')}
          </Button>
        ) : null}
      </Stack>
      <LookupField form={form} name="skills" kind="skills" />
      <LookupField form={form} name="job_titles" kind="jobTitles" />
      <Controller
        control={form.control}
        name="specialities"
        render={({ field }) => (
          <LookupAutocomplete
            label={t('freelancerProfile.fields.specialities')}
            value={field.value}
            onChange={field.onChange}
            options={specialities.data ?? []}
          />
        )}
      />
      <LookupField form={form} name="spoken_languages" kind="spokenLanguages" />
      <LookupField form={form} name="projects" kind="projects" />
    </Stack>
  );
}
