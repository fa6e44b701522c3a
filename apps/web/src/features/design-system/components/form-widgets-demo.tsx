import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { ChipToggle } from '../../../ui/chip-toggle.tsx';
import { DatePickerField, DatePickerFieldControlled } from '../../../ui/date-picker-field.tsx';
import { type DateRange, EMPTY_DATE_RANGE } from '../../../ui/date-range.ts';
import { DateRangeFilter } from '../../../ui/date-range-filter.tsx';
import { formatLocaleNumber } from '../../../ui/locale-number.ts';
import { NumberField, NumberFieldControlled } from '../../../ui/number-field.tsx';
import { ThemeSwitch } from '../../../ui/theme-switch.tsx';
import { TwoOptionToggle } from '../../../ui/two-option-toggle.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import { DemoSection } from './demo-section.tsx';

type DemoForm = { terms: boolean; hours: number | null; end_date: string | null };

function ValidatedFormDemo() {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState<DemoForm | null>(null);
  const { control, handleSubmit } = useForm<DemoForm>({ defaultValues: { terms: false, hours: null, end_date: null } });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(setSubmitted)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <CheckboxField
        control={control}
        name="terms"
        label={t('ui.designSystem.acceptTerms')}
        rules={{ required: true }}
      />
      <NumberFieldControlled
        control={control}
        name="hours"
        label={t('ui.designSystem.hours')}
        isRequired
        min={0.5}
        max={200}
      />
      <DatePickerFieldControlled
        control={control}
        name="end_date"
        label={t('ui.designSystem.endDate')}
        minDate="2026-01-01"
      />
      <Box>
        <Button type="submit" variant="contained">
          {t('ui.designSystem.submit')}
        </Button>
      </Box>
      {submitted ? (
        <Typography variant="body2" role="status">
          {t('ui.designSystem.submitted', { value: JSON.stringify(submitted) })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The input widgets: every one live, with the value it emits shown below it. */
export function FormWidgetsDemo() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [isAvailable, setAvailable] = useState(true);
  const [isBookmarked, setBookmarked] = useState(false);
  const [realm, setRealm] = useState<'admin' | 'finance'>('admin');
  const [rate, setRate] = useState<number | null>(1234.5);
  const [startDate, setStartDate] = useState<string | null>('2026-03-05');
  const [range, setRange] = useState<DateRange>(EMPTY_DATE_RANGE);
  const valueText = (value: unknown) =>
    t('ui.designSystem.value', { value: value === null ? t('ui.designSystem.none') : String(value) });

  return (
    <>
      <DemoSection title={t('ui.designSystem.sections.checkbox')}>
        <ValidatedFormDemo />
      </DemoSection>
      <DemoSection title={t('ui.designSystem.sections.themeSwitch')}>
        <ThemeSwitch />
      </DemoSection>
      <DemoSection title={t('ui.designSystem.sections.chipToggle')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ChipToggle label={t('ui.designSystem.available')} isSelected={isAvailable} onChange={setAvailable} />
          <ChipToggle label={t('ui.designSystem.bookmarked')} isSelected={isBookmarked} onChange={setBookmarked} />
        </Stack>
      </DemoSection>
      <DemoSection title={t('ui.designSystem.sections.twoOptionToggle')}>
        <TwoOptionToggle
          ariaLabel={t('ui.designSystem.realm')}
          value={realm}
          onChange={setRealm}
          options={[
            { value: 'admin', label: t('ui.designSystem.admin') },
            { value: 'finance', label: t('ui.designSystem.finance') },
          ]}
        />
        <Typography variant="body2">{valueText(realm)}</Typography>
      </DemoSection>
      <DemoSection title={t('ui.designSystem.sections.numberField')}>
        <NumberField
          label={t('ui.designSystem.rate')}
          value={rate}
          onChange={setRate}
          min={0}
          max={10000}
          endAdornment="€"
        />
        <Typography variant="body2">
          {valueText(rate === null ? null : `${rate} (${formatLocaleNumber(rate, language)})`)}
        </Typography>
      </DemoSection>
      <DemoSection title={t('ui.designSystem.sections.datePicker')}>
        <DatePickerField
          label={t('ui.designSystem.startDate')}
          value={startDate}
          onChange={setStartDate}
          minDate="2026-01-01"
          maxDate="2026-12-31"
        />
        <Typography variant="body2">{valueText(startDate)}</Typography>
      </DemoSection>
      <DemoSection title={t('ui.designSystem.sections.dateRange')}>
        <Box>
          <DateRangeFilter label={t('ui.designSystem.period')} value={range} onChange={setRange} />
        </Box>
        <Typography variant="body2">{valueText(JSON.stringify(range))}</Typography>
      </DemoSection>
    </>
  );
}
