import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodBarChart } from '../../../components/period-bar-chart.tsx';
import { WidgetSection } from '../../../components/widget-section.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { formatEuro } from '../../../ui/locale-number.ts';
import { monthName, periodName } from '../../../ui/month-name.ts';
import { useMonthlyConsumption } from '../api/get-monthly-consumption.ts';
import { useYearlyConsumption } from '../api/get-yearly-consumption.ts';
import { yearLabel, yearStartOfDate } from './budget-format.ts';
import { FinancialYearSelect } from './financial-year-select.tsx';
import '../messages.ts';

type ConsumptionChartsProps = {
  /** One agency (admin and finance); without it agency users see theirs and finance the sum of its scope. */
  agencyId?: number;
  today?: Date;
};

/**
 * The agency charts: cleared vs commissioned per month of the financial year; a month (bar or table row) drills
 * down to its days. Below the chart the same figures as a table, for screen readers and exact values.
 */
export function ConsumptionCharts({ agencyId, today = new Date() }: ConsumptionChartsProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'));
  const current = yearStartOfDate(today);
  const [yearStart, setYearStart] = useState(current);
  const [month, setMonth] = useState<string | null>(null);
  const [isTableOpen, setIsTableOpen] = useState(false);
  const yearly = useYearlyConsumption(yearStart, agencyId);
  const monthly = useMonthlyConsumption(
    month ? { month: Number(month.slice(5, 7)), year: Number(month.slice(0, 4)) } : null,
    agencyId,
  );
  const chart = month ? monthly : yearly;
  const points = chart.data ?? [];
  const money = (value: number) => formatEuro(value, i18n.language);
  const total = (pick: 'cleared' | 'commissioned') => points.reduce((sum, point) => sum + point[pick], 0);
  const pick = (index: number) => {
    const period = yearly.data?.[index]?.period;
    if (period) setMonth(period);
  };

  return (
    <WidgetSection
      title={
        month
          ? t('budget.charts.monthTitle', { month: monthName(month, i18n.language) })
          : t('budget.charts.title', { year: yearLabel(yearStart) })
      }
      actions={
        month ? (
          <Button startIcon={<ArrowBackIcon />} onClick={() => setMonth(null)} sx={{ alignSelf: 'flex-start' }}>
            {t('budget.charts.back')}
          </Button>
        ) : (
          <FinancialYearSelect
            value={yearStart}
            onChange={setYearStart}
            yearStarts={[current - 2, current - 1, current, current + 1]}
          />
        )
      }
    >
      {chart.isPending ? (
        <Skeleton variant="rounded" height={isMobile ? 220 : 320} aria-label={t('ui.list.loading')} />
      ) : chart.isError ? (
        <ErrorState onRetry={() => void chart.refetch()} />
      ) : (
        <>
          <Box
            role="group"
            aria-label={t('budget.charts.totals')}
            sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 1 }}
          >
            <Typography variant="body2">
              {t('budget.widget.cleared')}: <strong>{money(total('cleared'))}</strong>
            </Typography>
            <Typography variant="body2">
              {t('budget.widget.commissioned')}: <strong>{money(total('commissioned'))}</strong>
            </Typography>
          </Box>
          {total('cleared') === 0 && total('commissioned') === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {t('budget.charts.empty')}
            </Typography>
          ) : (
            <Box aria-hidden>
              <PeriodBarChart
                points={points}
                kind={month ? 'month' : 'year'}
                variant={isMobile ? 'mobile' : 'desktop'}
                clearedLabel={t('budget.widget.cleared')}
                commissionedLabel={t('budget.widget.commissioned')}
                {...(month ? {} : { onPick: pick })}
              />
            </Box>
          )}
          {month ? null : (
            <Typography variant="caption" color="text.secondary">
              {t('budget.charts.drill')}
            </Typography>
          )}
          <Accordion
            disableGutters
            variant="outlined"
            expanded={isTableOpen}
            onChange={(_event, isExpanded) => setIsTableOpen(isExpanded)}
            // The figures' table (a row per month or day) renders when opened, not with every dashboard.
            slotProps={{ transition: { unmountOnExit: true } }}
            sx={{ mt: 1 }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography variant="body2">{t('budget.charts.table')}</Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0, overflowX: 'auto' }}>
              <Table size="small" aria-label={t('budget.charts.table')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('budget.charts.period')}</TableCell>
                    <TableCell align="right">{t('budget.widget.cleared')}</TableCell>
                    <TableCell align="right">{t('budget.widget.commissioned')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {points.map((point, index) => (
                    <TableRow key={point.period}>
                      <TableCell component="th" scope="row">
                        {month ? (
                          periodName(point.period, i18n.language)
                        ) : (
                          <Link component="button" type="button" onClick={() => pick(index)}>
                            {periodName(point.period, i18n.language)}
                          </Link>
                        )}
                      </TableCell>
                      <TableCell align="right">{money(point.cleared)}</TableCell>
                      <TableCell align="right">{money(point.commissioned)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </AccordionDetails>
          </Accordion>
        </>
      )}
    </WidgetSection>
  );
}
