import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useLayoutEffect, useRef, useState } from 'react';

/** One series of bars: its name (legend, tooltip) and a value per band (null draws no bar). */
export type BarSeries = { label: string; data: readonly (number | null)[] };

type BarChartProps = {
  /** One label per band (a month, a day), in order. */
  labels: readonly string[];
  /** Each band's name in its tooltip, where the label under it is short; the labels when absent. */
  titles?: readonly string[];
  /** One or more series, drawn side by side in each band in this order. */
  series: readonly BarSeries[];
  height: number;
  /** Room for the value axis's labels, in px. */
  axisWidth: number;
  formatTick: (value: number) => string;
  /** How a value reads in the tooltip; the tick format when absent. */
  formatValue?: (value: number) => string;
  /** Whether a band's label is written under it; every band's when absent. */
  showsLabel?: (index: number) => boolean;
  /** The series' names above the chart (with more than one series). */
  hasLegend?: boolean;
  /** Ticks on whole numbers only (counts). */
  isWhole?: boolean;
  /** Share of a band left empty between groups of bars. */
  gapRatio?: number;
  /** A click on a band picks it (e.g. drills from a year into that month). */
  onPick?: (index: number) => void;
};

const PADDING = { top: 10, right: 8, bottom: 24 };
const FONT_SIZE = 12;
/** The width drawn where nothing lays the box out (as in jsdom). */
const FALLBACK_WIDTH = 600;

/**
 * Round steps from 0 up to at least `max`, about `count` of them (1, 2, 2.5 or 5 times a power of ten; whole
 * numbers only when `isWhole`).
 */
export function valueTicks(max: number, isWhole = false, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? 10 * power;
  const step = isWhole ? Math.max(1, Math.ceil(nice)) : nice;
  const ticks = [0];
  while ((ticks.at(-1) ?? 0) < max) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}

/** The box's width: 0 until measured before the first paint (nothing is drawn twice), then whenever it changes. */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || FALLBACK_WIDTH);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Bars per band, grouped by series, on a value axis from 0, in SVG drawn from the theme: the dashboard's and the
 * budget's charts. It draws a few dozen plain elements, where a general charting library took some 660 ms of a
 * phone's main thread (Lighthouse's mobile preset) and 88 KB gzip to draw the same (decision 039). Pointing at a
 * band shows its values; a click picks it.
 */
export function BarChart({
  labels,
  titles = labels,
  series,
  height,
  axisWidth,
  formatTick,
  formatValue = formatTick,
  showsLabel = () => true,
  hasLegend = false,
  isWhole = false,
  gapRatio = 0.2,
  onPick,
}: BarChartProps) {
  const theme = useTheme();
  const [boxRef, width] = useBoxWidth();
  const [pointed, setPointed] = useState<number | null>(null);
  const colors = [theme.palette.primary.main, theme.palette.warning.main];
  const colorOf = (index: number) => colors[index % colors.length];

  const max = Math.max(0, ...series.flatMap((one) => one.data.map((value) => value ?? 0)));
  const ticks = valueTicks(max, isWhole);
  const top = ticks.at(-1) ?? 1;
  const plot = {
    left: axisWidth,
    top: PADDING.top,
    width: Math.max(width - axisWidth - PADDING.right, 1),
    height: Math.max(height - PADDING.top - PADDING.bottom, 1),
  };
  const yOf = (value: number) => plot.top + plot.height * (1 - value / top);
  const band = plot.width / Math.max(labels.length, 1);
  const barWidth = (band * (1 - gapRatio)) / Math.max(series.length, 1);
  const bottom = plot.top + plot.height;
  const text = { fontFamily: theme.typography.fontFamily, fontSize: FONT_SIZE, fill: theme.palette.text.secondary };

  return (
    <Box>
      {hasLegend && series.length > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, mb: 1, typography: 'body2' }}>
          {series.map((one, index) => (
            <Box key={one.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colorOf(index) }} />
              {one.label}
            </Box>
          ))}
        </Box>
      )}
      <Box ref={boxRef} sx={{ position: 'relative', height }}>
        {width > 0 && (
          <svg width={width} height={height} aria-hidden="true" onMouseLeave={() => setPointed(null)}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={plot.left}
                  x2={plot.left + plot.width}
                  y1={yOf(tick)}
                  y2={yOf(tick)}
                  stroke={theme.palette.divider}
                />
                <text x={plot.left - 6} y={yOf(tick)} textAnchor="end" dominantBaseline="middle" {...text}>
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {labels.map((label, index) => {
              const x = plot.left + index * band;
              return (
                // biome-ignore lint/a11y/noStaticElementInteractions: the chart is a picture (aria-hidden); its figures and picks have accessible forms beside it.
                <g
                  key={label + String(index)}
                  data-band={index}
                  onMouseEnter={() => setPointed(index)}
                  onClick={onPick ? () => onPick(index) : undefined}
                  style={onPick ? { cursor: 'pointer' } : undefined}
                >
                  <rect
                    x={x}
                    y={plot.top}
                    width={band}
                    height={plot.height}
                    fill={theme.palette.text.primary}
                    fillOpacity={pointed === index ? 0.06 : 0}
                  />
                  {series.map((one, seriesIndex) => {
                    const value = one.data[index];
                    if (value === null || value === undefined || value <= 0) return null;
                    return (
                      <rect
                        key={one.label}
                        x={x + (band * gapRatio) / 2 + seriesIndex * barWidth}
                        y={yOf(value)}
                        width={Math.max(barWidth - 1, 1)}
                        height={bottom - yOf(value)}
                        fill={colorOf(seriesIndex)}
                      />
                    );
                  })}
                  {showsLabel(index) && (
                    <text x={x + band / 2} y={bottom + 16} textAnchor="middle" {...text}>
                      {label}
                    </text>
                  )}
                </g>
              );
            })}
            <line
              x1={plot.left}
              x2={plot.left + plot.width}
              y1={bottom}
              y2={bottom}
              stroke={theme.palette.text.secondary}
            />
          </svg>
        )}
        {pointed !== null && (
          <Box
            role="tooltip"
            sx={{
              position: 'absolute',
              top: 0,
              left: Math.min(plot.left + (pointed + 0.5) * band, width - 8),
              transform: pointed < labels.length / 2 ? 'translateX(8px)' : 'translateX(calc(-100% - 8px))',
              pointerEvents: 'none',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              boxShadow: 2,
              px: 1.5,
              py: 1,
              typography: 'body2',
              whiteSpace: 'nowrap',
            }}
          >
            <Box sx={{ fontWeight: 600, mb: 0.5 }}>{titles[pointed]}</Box>
            {series.map((one, index) => (
              <Box key={one.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: colorOf(index) }} />
                {one.label}: {formatValue(one.data[pointed] ?? 0)}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
