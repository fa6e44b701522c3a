import type { ChartPoint } from '@fm/contract/schemas/budget';
import { useTranslation } from 'react-i18next';
import { formatEuro, formatEuroTick } from '../ui/locale-number.ts';
import { monthName, periodName } from '../ui/month-name.ts';
import { BarChart } from './bar-chart.tsx';

type PeriodBarChartProps = {
  points: ChartPoint[];
  /** A yearly chart has a bar pair per month, a monthly chart one per day. */
  kind: 'year' | 'month';
  variant: 'desktop' | 'mobile';
  /** The legend's names of the two series. */
  clearedLabel: string;
  commissionedLabel: string;
  /** A click on a period's bars picks it (e.g. drills from a year into its month). */
  onPick?: (index: number) => void;
};

/**
 * Cleared and commissioned amounts as grouped bars, colours from the theme's palette so both themes read well.
 * The mobile variant is lower, without legend, with narrow month names and every fifth day label.
 */
export function PeriodBarChart({
  points,
  kind,
  variant,
  clearedLabel,
  commissionedLabel,
  onPick,
}: PeriodBarChartProps) {
  const { i18n } = useTranslation();
  const isMobile = variant === 'mobile';
  const labels = points.map((point) =>
    kind === 'month'
      ? String(Number(point.period.slice(8, 10)))
      : monthName(point.period, i18n.language, isMobile ? 'narrow' : 'short'),
  );
  return (
    <BarChart
      labels={labels}
      titles={points.map((point) => periodName(point.period, i18n.language))}
      series={[
        { label: clearedLabel, data: points.map((point) => point.cleared) },
        { label: commissionedLabel, data: points.map((point) => point.commissioned) },
      ]}
      height={isMobile ? 220 : 320}
      axisWidth={isMobile ? 48 : 72}
      formatTick={(value) => formatEuroTick(value, i18n.language, isMobile)}
      formatValue={(value) => formatEuro(value, i18n.language)}
      showsLabel={isMobile && kind === 'month' ? (index) => index % 5 === 0 : undefined}
      hasLegend={!isMobile}
      onPick={onPick}
    />
  );
}
