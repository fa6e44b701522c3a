import { hasPermission } from '@fm/contract/roles';
import type { AgencyProfile } from '@fm/contract/schemas/account';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { agencyProfileQueryKey, useAgencyProfile } from '../../../api/use-agency-profile.ts';
import { BudgetNotificationMembersPanel } from '../../../components/budget-notification-members/budget-notification-members-panel.tsx';
import { PageQueryState } from '../../../components/load-failure.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useSaveAgencyProfile } from '../api/save-agency-profile.ts';
import { formValuesOf, profileBodyOf } from '../components/agency-profile-schema.ts';
import { DetailsSection, ServicesSection, SettingsSection } from '../components/agency-profile-sections.tsx';
import { applyProfileServerErrors, useAgencyProfileForm } from '../components/use-agency-profile-form.ts';
import '../messages.ts';

function EditForm({ profile }: { profile: AgencyProfile }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const save = useSaveAgencyProfile();
  const form = useAgencyProfileForm(formValuesOf(profile));
  // react-hook-form tracks dirty fields only once formState.dirtyFields has been read during render.
  const { dirtyFields } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      const saved = await save.mutateAsync(profileBodyOf(values, dirtyFields));
      // The saved profile becomes the new start: the next save sends only what changes then.
      form.reset(formValuesOf(saved));
      enqueueSnackbar(t('onboarding.saved'), { variant: 'success' });
    } catch (error) {
      setErrorKey(applyProfileServerErrors(error, form.setError));
    }
  });

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
          {errorKey && (
            <Alert severity="error" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <Typography variant="h6" component="h2">
            {t('onboarding.steps.details')}
          </Typography>
          <DetailsSection savedLogo={profile.logo_url} />
          <Divider />
          <Typography variant="h6" component="h2">
            {t('onboarding.steps.services')}
          </Typography>
          <ServicesSection hasClients />
          <Divider />
          <Typography variant="h6" component="h2">
            {t('onboarding.steps.settings')}
          </Typography>
          <SettingsSection />
          <div>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending || !form.formState.isDirty}
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
  const group = useAuthStore((state) => state.activeGroup);
  const canEditRecipients = useAuthStore((state) =>
    hasPermission(state.user?.roles ?? [], 'update-budget-notification-list'),
  );
  return (
    <PageFrame title={t('pages.editAgencyProfile')}>
      <PageQueryState query={profile} />
      {profile.data && (
        <Stack spacing={2} sx={{ maxWidth: 760 }}>
          <EditForm profile={profile.data} />
          {canEditRecipients && (
            <BudgetNotificationMembersPanel
              agencyId={profile.data.id}
              members={profile.data.notification_members}
              listKey={agencyProfileQueryKey(group)}
            />
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
