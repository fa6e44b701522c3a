import type { AgencyDetail } from '@fm/contract/schemas/agency';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { useAdminOnboardAgency } from '../api/admin-onboard-agency.ts';
import {
  type AgencyProfileFormInput,
  type AgencyProfileFormValues,
  agencyProfileFormSchema,
  FORM_FIELDS,
  profileBodyOf,
} from './agency-profile-schema.ts';
import { DetailsSection, ServicesSection, SettingsSection } from './agency-profile-sections.tsx';
import '../messages.ts';

const SCHEMA = agencyProfileFormSchema({ isServiceRequired: true });

function defaultsOf(agency: AgencyDetail): AgencyProfileFormInput {
  return {
    name: agency.name,
    website: agency.website ?? '',
    logo: undefined,
    speciality_ids: agency.specialities.map((speciality) => speciality.id),
    clients: agency.clients,
    is_booking_approval_required: agency.is_booking_approval_required,
    is_maconomy_data_exchange_required: agency.is_maconomy_data_exchange_required,
    credit_note_header: agency.credit_note_header ?? '',
    credit_note_footer: agency.credit_note_footer ?? '',
  };
}

type AdminOnboardingDialogProps = { agency: AgencyDetail; isOpen: boolean; onClose: () => void };

/** The admin variant of the onboarding (admin/agency/onboard): completes an agency's profile on its behalf. */
export function AdminOnboardingDialog({ agency, isOpen, onClose }: AdminOnboardingDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const onboard = useAdminOnboardAgency();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const resolver = useContractResolver(SCHEMA, {
    name: t('onboarding.fields.name'),
    website: t('onboarding.fields.website'),
    speciality_ids: t('onboarding.fields.services'),
    credit_note_header: t('onboarding.fields.header'),
    credit_note_footer: t('onboarding.fields.footer'),
  });
  const form = useForm<AgencyProfileFormInput, unknown, AgencyProfileFormValues>({
    resolver,
    defaultValues: defaultsOf(agency),
  });

  // Each opening starts from the agency as it is now (it may have changed since the page was opened).
  const { reset } = form;
  useEffect(() => {
    if (isOpen) reset(defaultsOf(agency));
  }, [isOpen, agency, reset]);

  const close = () => {
    if (onboard.isPending) return;
    setErrorKey(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      await onboard.mutateAsync({ agency_id: agency.id, ...profileBodyOf(values, null) });
      enqueueSnackbar(t('catalogue.agencyUpdated'), { variant: 'success' });
      onClose();
    } catch (error) {
      setErrorKey(
        applyServerErrors(error, form.setError, FORM_FIELDS, 'catalogue.errorSavingProfile', {
          client_ids: 'clients',
        }),
      );
    }
  });

  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('onboarding.adminTitle', { name: agency.name })}</DialogTitle>
      <DialogContent dividers>
        <FormProvider {...form}>
          <Stack component="form" id={`${titleId}-form`} noValidate spacing={3} onSubmit={onSubmit}>
            {errorKey && (
              <Alert severity="error" role="alert">
                {t(errorKey)}
              </Alert>
            )}
            <DetailsSection savedLogo={agency.logo_url} />
            <Divider />
            <ServicesSection hasClients={false} />
            <Divider />
            <SettingsSection />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={onboard.isPending}>
          {t('onboarding.cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={onboard.isPending}
          startIcon={onboard.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('onboarding.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
