import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAgencyProfile } from '../../../api/use-agency-profile.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useSaveAgencyProfile } from '../api/save-agency-profile.ts';
import {
  type AgencyProfileFormInput,
  type AgencyProfileFormValues,
  agencyProfileFormSchema,
  FORM_FIELDS,
  formValuesOf,
  profileBodyOf,
} from '../components/agency-profile-schema.ts';
import { DetailsSection, ServicesSection, SettingsSection } from '../components/agency-profile-sections.tsx';
import '../messages.ts';

const SCHEMA = agencyProfileFormSchema({ isServiceRequired: false });

function EditForm({ defaults, savedLogo }: { defaults: AgencyProfileFormInput; savedLogo: string | null }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const save = useSaveAgencyProfile();
  const resolver = useContractResolver(SCHEMA, {
    name: t('onboarding.fields.name'),
    website: t('onboarding.fields.website'),
    credit_note_header: t('onboarding.fields.header'),
    credit_note_footer: t('onboarding.fields.footer'),
  });
  const form = useForm<AgencyProfileFormInput, unknown, AgencyProfileFormValues>({ resolver, defaultValues: defaults });

  const onSubmit = form.handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      const saved = await save.mutateAsync(profileBodyOf(values, form.formState.dirtyFields));
      // The saved values become the new start: the next save sends only what changes then.
      form.reset({ ...values, clients: saved.clients, logo: undefined } as AgencyProfileFormInput, {
        keepValues: false,
      });
      enqueueSnackbar(t('onboarding.saved'), { variant: 'success' });
    } catch (error) {
      setErrorKey(
        applyServerErrors(error, form.setError, FORM_FIELDS, 'catalogue.errorSavingProfile', {
          client_ids: 'clients',
        }),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
        <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
          {errorKey && (
            <Alert severity="error" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <Typography variant="h6" component="h2">
            {t('onboarding.steps.details')}
          </Typography>
          <DetailsSection savedLogo={savedLogo} />
          <Divider />
          <Typography variant="h6" component="h2">
            {t('onboarding.steps.services')}
          </Typography>
          <ServicesSection hasClients isEdit />
          <Divider />
          <Typography variant="h6" component="h2">
            {t('onboarding.steps.settings')}
          </Typography>
          <SettingsSection />
          <div>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('onboarding.save')}
            </Button>
          </div>
        </Stack>
      </Paper>
    </FormProvider>
  );
}

/** /edit-agency-profile (managing director): the active agency's profile; only changed fields are sent. */
export function EditAgencyProfilePage() {
  const { t } = useTranslation();
  const profile = useAgencyProfile();
  return (
    <PageFrame title={t('pages.editAgencyProfile')}>
      {profile.isPending && <PageLoader />}
      {profile.isError && <ErrorState onRetry={() => void profile.refetch()} />}
      {profile.data && <EditForm defaults={formValuesOf(profile.data)} savedLogo={profile.data.logo_url} />}
    </PageFrame>
  );
}
