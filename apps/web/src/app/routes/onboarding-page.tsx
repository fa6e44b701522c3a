import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useAgencyProfile } from '../../api/use-agency-profile.ts';
import { PageQueryState } from '../../components/load-failure.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { loadSignedInProfile } from '../../features/auth/api/sign-in.ts';
import { useSaveAgencyProfile } from '../../features/onboarding/api/save-agency-profile.ts';
import {
  type AgencyProfileFormInput,
  formValuesOf,
  profileBodyOf,
  STEP_FIELDS,
} from '../../features/onboarding/components/agency-profile-schema.ts';
import {
  DetailsSection,
  ServicesSection,
  SettingsSection,
} from '../../features/onboarding/components/agency-profile-sections.tsx';
import {
  applyProfileServerErrors,
  PROFILE_FIELD_ALIASES,
  useAgencyProfileForm,
} from '../../features/onboarding/components/use-agency-profile-form.ts';
import { TeamPanel } from '../../features/users/components/team-panel.tsx';
import '../../features/onboarding/messages.ts';

const STEPS = ['details', 'services', 'settings', 'team'] as const;
type StepName = (typeof STEPS)[number];

function stepOfField(field: string): number {
  const index = STEPS.findIndex(
    (step) => step !== 'team' && (STEP_FIELDS[step] as readonly string[]).some((name) => field.startsWith(name)),
  );
  return Math.max(0, index);
}

function OnboardingForm({ defaults, savedLogo }: { defaults: AgencyProfileFormInput; savedLogo: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [stepIndex, setStepIndex] = useState(0);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const save = useSaveAgencyProfile();
  const form = useAgencyProfileForm(defaults);
  const step: StepName = STEPS[stepIndex] ?? 'details';

  const next = async () => {
    if (step === 'details' || step === 'services') {
      if (await form.trigger([...STEP_FIELDS[step]])) setStepIndex(stepIndex + 1);
    }
  };

  const saveAll = form.handleSubmit(
    async (values) => {
      setErrorKey(null);
      try {
        await save.mutateAsync(profileBodyOf(values, null));
        setStepIndex(STEPS.indexOf('team'));
      } catch (error) {
        setErrorKey(applyProfileServerErrors(error, form.setError));
        const firstField = isApiError(error) ? Object.keys(error.fieldErrors)[0] : undefined;
        if (firstField) setStepIndex(stepOfField(PROFILE_FIELD_ALIASES[firstField] ?? firstField));
      }
    },
    (errors) => setStepIndex(stepOfField(Object.keys(errors)[0] ?? 'name')),
  );

  const finish = async () => {
    setIsLeaving(true);
    try {
      // Reading the profile again tells the guards the profile is complete; they let the user in.
      await loadSignedInProfile();
      await navigate('/dashboard', { replace: true });
    } finally {
      setIsLeaving(false);
    }
  };

  return (
    <FormProvider {...form}>
      <Stepper activeStep={stepIndex} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel sx={{ '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}>
              {t(`onboarding.steps.${name}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => event.preventDefault()}>
          <Typography variant="h6" component="h2">
            {t(`onboarding.steps.${step}`)}
          </Typography>
          {errorKey && (
            <Alert severity="error" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          {step === 'details' && <DetailsSection savedLogo={savedLogo} />}
          {step === 'services' && <ServicesSection hasClients />}
          {step === 'settings' && <SettingsSection />}
          {step === 'team' && <TeamPanel intro={t('onboarding.team.text')} />}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', pt: 1 }}>
            <Button
              onClick={() => setStepIndex(stepIndex - 1)}
              disabled={stepIndex === 0 || step === 'team' || save.isPending}
            >
              {t('onboarding.back')}
            </Button>
            {step === 'details' || step === 'services' ? (
              <Button variant="contained" onClick={() => void next()}>
                {t('onboarding.next')}
              </Button>
            ) : null}
            {step === 'settings' && (
              <Button
                variant="contained"
                onClick={() => void saveAll()}
                disabled={save.isPending}
                startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {t('onboarding.saveAndContinue')}
              </Button>
            )}
            {step === 'team' && (
              <Button variant="contained" onClick={() => void finish()} disabled={isLeaving}>
                {t('onboarding.finish')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
    </FormProvider>
  );
}

/** /onboarding (managing director): the agency profile step by step, then the team. */
export function OnboardingPage() {
  const { t } = useTranslation();
  const profile = useAgencyProfile();
  return (
    <PageFrame title={t('pages.onboarding')}>
      <PageQueryState query={profile} />
      {profile.data && <OnboardingForm defaults={formValuesOf(profile.data)} savedLogo={profile.data.logo_url} />}
    </PageFrame>
  );
}
