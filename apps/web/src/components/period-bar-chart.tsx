import type { ChartPoint } from '@fm/contract/schemas/budget';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatEuro, formatEuroTick } from '../ui/locale-number.ts';
import { monthName } from '../ui/month-name.ts';

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
  const format = (value: number | null) => (value === null ? '' : formatEuro(value, i18n.language));
  return (
    <BarChart
      height={isMobile ? 220 : 320}
      hideLegend={isMobile}
      margin={isMobile ? { left: 0, right: 8 } : undefined}
      onAxisClick={onPick ? (_event, data) => data && onPick(data.dataIndex) : undefined}
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
        { data: points.map((point) => point.cleared), label: clearedLabel, valueFormatter: format },
        { data: points.map((point) => point.commissioned), label: commissionedLabel, valueFormatter: format },
      ]}
    />
  );
}
