import type { FreelancerProfile } from '@fm/contract/schemas/freelancer-profile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useFinishOnboarding, useSaveProfile } from '../api/save-profile.ts';
import { useProfileResolver } from '../hooks/use-profile-resolver.ts';
import '../messages.ts';
import { AbsenceSection } from './absence-section.tsx';
import { AddressSection } from './address-section.tsx';
import { BankSection } from './bank-section.tsx';
import type { ProfileForm as Form } from './form-context.ts';
import { PersonalSection, TaxationSection } from './personal-sections.tsx';
import { PortfolioSection } from './portfolio-section.tsx';
import { ProcedureSection } from './procedure-section.tsx';
import {
  createProfileFormSchema,
  type ProfileFormValues,
  toFormField,
  toFormValues,
  toProfileInput,
} from './profile-form-values.ts';
import { PROFILE_STEPS, type StepKey, stepOfField } from './profile-steps.ts';
import { RatesSection } from './rates-section.tsx';

type Notice = { severity: 'success' | 'warning' | 'error'; text: string } | null;

function StepBody({
  step,
  form,
  profile,
  isOnboarding,
}: {
  step: StepKey;
  form: Form;
  profile: FreelancerProfile;
  isOnboarding: boolean;
}) {
  switch (step) {
    case 'taxation':
      return <TaxationSection form={form} />;
    case 'personal':
      return <PersonalSection form={form} />;
    case 'addresses':
      return <AddressSection form={form} />;
    case 'rates':
      return <RatesSection form={form} />;
    case 'bank':
      return <BankSection form={form} />;
    case 'portfolio':
      return <PortfolioSection form={form} />;
    case 'finish':
      return (
        <Stack spacing={4}>
          <AbsenceSection absence={profile.absence} />
          {isOnboarding ? <ProcedureSection form={form} /> : null}
        </Stack>
      );
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The freelancer profile form (docs/product.md §8). `steps`: the onboarding, saving each step as it goes; `page`: the
 * profile editor with every section on one page. 400 field errors come back to their field; input is never lost.
 */
export function ProfileForm({ profile, layout }: { profile: FreelancerProfile; layout: 'steps' | 'page' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isOnboarding = layout === 'steps';
  const schema = useMemo(
    () => createProfileFormSchema({ isProcedureRequired: isOnboarding && !profile.has_accepted_credit_memo_procedure }),
    [isOnboarding, profile.has_accepted_credit_memo_procedure],
  );
  const form = useForm<ProfileFormValues>({
    resolver: useProfileResolver(schema),
    defaultValues: toFormValues(profile),
    mode: 'onTouched',
  });
  const save = useSaveProfile({ isCompletionDeferred: isOnboarding });
  const finishOnboarding = useFinishOnboarding();
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const isTaxable = useWatch({ control: form.control, name: 'is_taxable_in_germany' });

  /** Saves `fields`; a 400 puts the server's messages at their fields and shows their step. */
  const saveFields = async (fields: readonly (keyof ProfileFormValues)[]) => {
    const values = form.getValues();
    const isImageChanged = Boolean(form.formState.dirtyFields.image);
    try {
      const saved = await save.mutateAsync(toProfileInput(values, fields, isImageChanged));
      if (isImageChanged) form.resetField('image', { defaultValue: values.image });
      return saved;
    } catch (error) {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) return null;
      const entries = Object.entries(error.fieldErrors);
      for (const [key, messages] of entries)
        form.setError(toFormField(key) as FieldPath<ProfileFormValues>, { message: messages[0] ?? error.message });
      if (isOnboarding && entries[0]) setActive(stepOfField(toFormField(entries[0][0])));
      setNotice({ severity: 'error', text: entries.length > 0 ? t('freelancerProfile.fixErrors') : error.message });
      return null;
    }
  };

  const showFirstError = () => {
    const first = Object.keys(form.formState.errors)[0];
    if (isOnboarding && first) setActive(stepOfField(first));
    setNotice({ severity: 'error', text: t('freelancerProfile.fixErrors') });
  };

  const allFields = PROFILE_STEPS.flatMap((step) => step.fields);
  const isLast = active === PROFILE_STEPS.length - 1;
  const step = PROFILE_STEPS[active] ?? PROFILE_STEPS[0];

  const goNext = async () => {
    setNotice(null);
    if (!step) return;
    const isValid = await form.trigger(isLast ? undefined : step.fields, { shouldFocus: true });
    if (!isValid) return showFirstError();
    const saved = await saveFields(isLast ? allFields : step.fields);
    if (!saved) return;
    if (!isLast) return setActive(active + 1);
    finishOnboarding(saved);
    if (saved.is_profile_complete) navigate('/dashboard', { replace: true });
    else setNotice({ severity: 'warning', text: t('freelancerProfile.incomplete') });
  };

  const savePage = form.handleSubmit(
    async () => {
      setNotice(null);
      const saved = await saveFields(allFields);
      if (saved)
        setNotice(
          saved.is_profile_complete
            ? { severity: 'success', text: t('freelancerProfile.saved') }
            : { severity: 'warning', text: t('freelancerProfile.incomplete') },
        );
    },
    () => showFirstError(),
  );

  const noticeBox = notice ? (
    <Alert severity={notice.severity} role={notice.severity === 'success' ? 'status' : 'alert'}>
      {notice.text}
    </Alert>
  ) : null;

  if (layout === 'page') {
    return (
      <Stack component="form" noValidate spacing={2.5} onSubmit={savePage}>
        {PROFILE_STEPS.map((section) => (
          <Section
            key={section.key}
            title={t(`freelancerProfile.steps.${section.key === 'finish' ? 'absence' : section.key}`)}
          >
            <StepBody step={section.key} form={form} profile={profile} isOnboarding={false} />
          </Section>
        ))}
        {noticeBox}
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            py: 1.5,
            bgcolor: 'background.default',
            display: 'flex',
            justifyContent: 'flex-end',
            zIndex: 1,
          }}
        >
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {t('freelancerProfile.save')}
          </Button>
        </Box>
      </Stack>
    );
  }

  const stepTitle = t(`freelancerProfile.steps.${step?.key ?? 'taxation'}`);
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => {
        event.preventDefault();
        void goNext();
      }}
    >
      <Stepper activeStep={active} alternativeLabel sx={{ display: { xs: 'none', md: 'flex' } }}>
        {PROFILE_STEPS.map((item) => (
          <Step key={item.key}>
            <StepLabel>{t(`freelancerProfile.steps.${item.key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography color="text.secondary" sx={{ display: { md: 'none' } }}>
        {t('freelancerProfile.stepOf', { step: active + 1, total: PROFILE_STEPS.length })}
      </Typography>
      <Section title={stepTitle}>
        {step ? <StepBody step={step.key} form={form} profile={profile} isOnboarding /> : null}
      </Section>
      {noticeBox}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Button disabled={active === 0 || save.isPending} onClick={() => setActive(active - 1)}>
          {t('freelancerProfile.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={save.isPending || (step?.key === 'taxation' && isTaxable !== true)}
        >
          {isLast ? t('freelancerProfile.finish') : t('freelancerProfile.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
