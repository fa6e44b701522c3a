import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { yearLabel } from './budget-format.ts';

/** The financial year selector of the budget widgets: `yearStarts` are the calendar years the years start in. */
export function FinancialYearSelect({
  value,
  onChange,
  yearStarts,
}: {
  value: number;
  onChange: (yearStart: number) => void;
  yearStarts: readonly number[];
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('budget.widget.year')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 140 }}
    >
      {yearStarts.map((start) => (
        <MenuItem key={start} value={start}>
          {yearLabel(start)}
        </MenuItem>
      ))}
    </TextField>
  );
}
