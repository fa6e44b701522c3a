import DateRangeIcon from '@mui/icons-material/DateRange';
import { Box, Button, Chip, Popover, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from './date-picker-field.tsx';
import { type DateRange, EMPTY_DATE_RANGE, formatDateRange, isDateRangeSet } from './date-range.ts';

export type DateRangeFilterProps = {
  label: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** ISO bounds for both pickers. */
  minDate?: string;
  maxDate?: string;
};

/**
 * A chip showing the chosen range; it opens a from–to editor. Clearing: the chip's delete icon, Backspace/Delete on
 * the focused chip, or the editor's clear button (the one a screen reader finds, as a chip cannot nest a button).
 */
export function DateRangeFilter({ label, value, onChange, minDate, maxDate }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<DateRange>(value);
  const isSet = isDateRangeSet(value);
  const isEndBeforeStart = Boolean(draft.start_date && draft.end_date && draft.end_date < draft.start_date);

  const open = (element: HTMLElement) => {
    setDraft(value);
    setAnchor(element);
  };
  const close = () => setAnchor(null);
  const apply = () => {
    // Dates chosen by hand replace a rule; applying the rule's own dates keeps the rule.
    const isUnchanged = draft.start_date === value.start_date && draft.end_date === value.end_date;
    onChange(isUnchanged ? value : { start_date: draft.start_date, end_date: draft.end_date });
    close();
  };
  const clear = () => {
    onChange(EMPTY_DATE_RANGE);
    close();
  };

  return (
    <>
      <Chip
        icon={<DateRangeIcon />}
        label={isSet ? `${label}: ${formatDateRange(value)}` : label}
        variant={isSet ? 'filled' : 'outlined'}
        color={isSet ? 'primary' : 'default'}
        onClick={(event) => open(event.currentTarget)}
        onDelete={isSet ? clear : undefined}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, width: 'min(100vw - 32px, 360px)' } },
        }}
      >
        <Typography id={titleId} variant="subtitle2" sx={{ mb: 1.5 }}>
          {label}
        </Typography>
        <Stack spacing={2}>
          <DatePickerField
            label={t('ui.dateRange.from')}
            value={draft.start_date}
            minDate={minDate}
            maxDate={draft.end_date ?? maxDate}
            onChange={(start_date) => setDraft((current) => ({ ...current, start_date }))}
            size="small"
          />
          <DatePickerField
            label={t('ui.dateRange.to')}
            value={draft.end_date}
            minDate={draft.start_date ?? minDate}
            referenceDate={draft.start_date}
            maxDate={maxDate}
            onChange={(end_date) => setDraft((current) => ({ ...current, end_date }))}
            error={isEndBeforeStart ? t('ui.validation.endBeforeStart') : undefined}
            size="small"
          />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button onClick={clear}>{t('ui.dateRange.clear')}</Button>
          <Button onClick={close}>{t('ui.dateRange.cancel')}</Button>
          <Button variant="contained" onClick={apply} disabled={isEndBeforeStart}>
            {t('ui.dateRange.apply')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
