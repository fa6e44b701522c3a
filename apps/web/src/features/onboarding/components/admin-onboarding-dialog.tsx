import type { AgencyDetail } from '@fm/contract/schemas/agency';
import Divider from '@mui/material/Divider';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useAdminOnboardAgency } from '../api/admin-onboard-agency.ts';
import { type AgencyProfileFormInput, profileBodyOf } from './agency-profile-schema.ts';
import { DetailsSection, ServicesSection, SettingsSection } from './agency-profile-sections.tsx';
import { applyProfileServerErrors, useAgencyProfileForm } from './use-agency-profile-form.ts';
import '../messages.ts';

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
  const { enqueueSnackbar } = useSnackbar();
  const onboard = useAdminOnboardAgency();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useAgencyProfileForm(defaultsOf(agency));

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
      setErrorKey(applyProfileServerErrors(error, form.setError));
    }
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        isOpen={isOpen}
        isBusy={onboard.isPending}
        title={t('onboarding.adminTitle', { name: agency.name })}
        closeLabel={t('onboarding.cancel')}
        submitLabel={t('onboarding.save')}
        onClose={close}
        onSubmit={onSubmit}
        formError={errorKey && t(errorKey)}
        maxWidth="md"
      >
        <DetailsSection savedLogo={agency.logo_url} />
        <Divider />
        <ServicesSection hasClients={false} />
        <Divider />
        <SettingsSection />
      </FormDialog>
    </FormProvider>
  );
}
