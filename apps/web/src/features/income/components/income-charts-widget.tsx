import { seesWidget } from '@fm/contract/roles';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodBarChart } from '../../../components/period-bar-chart.tsx';
import { WidgetSection } from '../../../components/widget-section.tsx';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { formatEuro, intlLocale } from '../../../ui/locale-number.ts';
import { TwoOptionToggle } from '../../../ui/two-option-toggle.tsx';
import { type IncomePeriod, useIncomeChart } from '../api/get-income-chart.ts';
import '../messages.ts';

const YEARS_BACK = 4;
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The freelancer's income charts on the dashboard; other roles see nothing here. */
export function IncomeChartsWidget() {
  const roles = useAuthStore(selectRoles);
  return seesWidget(roles, 'incomeCharts') ? <IncomeCharts /> : null;
}

/** Cleared and commissioned per month of a year or per day of a month; desktop and mobile variants. */
export function IncomeCharts({ today = new Date() }: { today?: Date }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'));
  const [kind, setKind] = useState<'year' | 'month'>('year');
  const [year, setYear] = useState(today.getFullYear());
  const [month, setMonth] = useState(today.getMonth() + 1);
  const period: IncomePeriod = kind === 'year' ? { kind, year } : { kind, year, month };
  const chart = useIncomeChart(period);
  const points = chart.data ?? [];
  const cleared = points.reduce((sum, point) => sum + point.cleared, 0);
  const commissioned = points.reduce((sum, point) => sum + point.commissioned, 0);
  const locale = intlLocale(i18n.language);
  const years = Array.from({ length: YEARS_BACK + 2 }, (_, index) => today.getFullYear() + 1 - index);

  return (
    <WidgetSection
      title={t('income.title')}
      rowFrom="md"
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <TwoOptionToggle
            ariaLabel={t('income.view')}
            value={kind}
            onChange={setKind}
            options={[
              { value: 'year', label: t('income.byYear') },
              { value: 'month', label: t('income.byMonth') },
            ]}
          />
          {kind === 'month' ? (
            <TextField
              select
              size="small"
              label={t('income.month')}
              value={month}
              onChange={(event) => setMonth(Number(event.target.value))}
              sx={{ minWidth: 130 }}
            >
              {MONTHS.map((number) => (
                <MenuItem key={number} value={number}>
                  {new Date(2000, number - 1, 1).toLocaleDateString(locale, { month: 'long' })}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            select
            size="small"
            label={t('income.year')}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            sx={{ minWidth: 100 }}
          >
            {years.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
    >
      {chart.isPending ? (
        <Skeleton variant="rounded" height={isMobile ? 220 : 320} aria-label={t('ui.list.loading')} />
      ) : chart.isError ? (
        <ErrorState onRetry={() => void chart.refetch()} />
      ) : (
        <>
          <Box aria-label={t('income.totals')} role="group" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="body2">
              {t('income.cleared')}: <strong>{formatEuro(cleared, i18n.language)}</strong>
            </Typography>
            <Typography variant="body2">
              {t('income.commissioned')}: <strong>{formatEuro(commissioned, i18n.language)}</strong>
            </Typography>
          </Box>
          {cleared === 0 && commissioned === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {t('income.empty')}
            </Typography>
          ) : (
            <PeriodBarChart
              points={points}
              kind={kind}
              variant={isMobile ? 'mobile' : 'desktop'}
              clearedLabel={t('income.cleared')}
              commissionedLabel={t('income.commissioned')}
            />
          )}
        </>
      )}
    </WidgetSection>
  );
}
