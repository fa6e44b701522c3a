import type { ChartPoint } from '@fm/contract/schemas/budget';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatEuro, formatEuroTick } from '../../../ui/locale-number.ts';

export type IncomeChartPlotProps = { points: ChartPoint[]; kind: 'year' | 'month'; variant: 'desktop' | 'mobile' };

/** Period label: a month name for a yearly chart, the day for a monthly chart. */
function periodLabel(period: string, kind: 'year' | 'month', language: string, variant: 'desktop' | 'mobile') {
  if (kind === 'month') return String(Number(period.slice(8, 10)));
  const date = new Date(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 1);
  const month = date.toLocaleDateString(language === 'de' ? 'de-DE' : 'en-GB', {
    month: variant === 'mobile' ? 'narrow' : 'short',
  });
  return month;
}

/**
 * Cleared and commissioned amounts as grouped bars. The mobile variant is lower, without legend, and shows fewer
 * day labels so that it stays readable at 360 px.
 */
export function IncomeChartPlot({ points, kind, variant }: IncomeChartPlotProps) {
  const { t, i18n } = useTranslation();
  const labels = points.map((point) => periodLabel(point.period, kind, i18n.language, variant));
  const isMobile = variant === 'mobile';
  const format = (value: number | null) => (value === null ? '' : formatEuro(value, i18n.language));
  return (
    <BarChart
      height={isMobile ? 220 : 320}
      hideLegend={isMobile}
      margin={isMobile ? { left: 0, right: 8 } : undefined}
      xAxis={[
        {
          scaleType: 'band',
          data: labels,
          tickLabelInterval: isMobile && kind === 'month' ? (_value, index) => index % 5 === 0 : 'auto',
        },
      ]}
      yAxis={[
        {
          valueFormatter: (value: number) => formatEuroTick(value, i18n.language, isMobile),
          width: isMobile ? 48 : 72,
        },
      ]}
      series={[
        { data: points.map((point) => point.cleared), label: t('income.cleared'), valueFormatter: format },
        { data: points.map((point) => point.commissioned), label: t('income.commissioned'), valueFormatter: format },
      ]}
    />
  );
}
