import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/screen.tsx';
import { BarChart, valueTicks } from './bar-chart.tsx';

const euro = (value: number) => `€${value}`;

/** The heights of one band's bars, in drawing order (its first rect is the band's pointer area). */
function barsOf(band: Element) {
  return [...band.querySelectorAll('rect')].slice(1).map((bar) => Number(bar.getAttribute('height')));
}

describe('valueTicks', () => {
  it('steps in round numbers from 0 to at least the largest value', () => {
    expect(valueTicks(12_000)).toEqual([0, 5000, 10_000, 15_000]);
    expect(valueTicks(3, true)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('keeps counts on whole numbers and draws an axis for nothing', () => {
    expect(valueTicks(2, true)).toEqual([0, 1, 2]);
    expect(valueTicks(0, true)).toEqual([0, 1]);
  });
});

describe('BarChart', () => {
  it('draws each series side by side per band, heights in proportion, with the axis in the given format', () => {
    const { container } = renderScreen(
      <BarChart
        labels={['Jan', 'Feb']}
        series={[
          { label: 'Cleared', data: [1000, 500] },
          { label: 'Commissioned', data: [2000, null] },
        ]}
        height={224}
        axisWidth={72}
        formatTick={euro}
        hasLegend
      />,
    );
    const bands = container.querySelectorAll('[data-band]');
    expect(bands).toHaveLength(2);
    const [january, february] = [...bands].map(barsOf);
    // 224 px less 34 px of padding: 190 px for the axis's 0 to 2,000.
    expect(january).toEqual([95, 190]);
    expect(february).toEqual([47.5]);
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      '€0',
      '€500',
      '€1000',
      '€1500',
      '€2000',
      'Jan',
      'Feb',
    ]);
    // The legend names both series.
    expect(screen.getByText('Cleared')).toBeTruthy();
    expect(screen.getByText('Commissioned')).toBeTruthy();
  });

  it("shows a band's whole name and values while pointed at, and picks it on a click", () => {
    const onPick = vi.fn();
    const { container } = renderScreen(
      <BarChart
        labels={['Jan', 'Feb', 'Mar']}
        titles={['January 2026', 'February 2026', 'March 2026']}
        series={[{ label: 'Cleared', data: [1, 2, 3] }]}
        height={200}
        axisWidth={40}
        formatTick={String}
        formatValue={euro}
        showsLabel={(index) => index !== 1}
        onPick={onPick}
      />,
    );
    expect(screen.queryByText('Feb')).toBeNull();
    const february = container.querySelector('[data-band="1"]') as Element;
    fireEvent.mouseEnter(february);
    expect(screen.getByRole('tooltip').textContent).toBe('February 2026Cleared: €2');
    fireEvent.click(february);
    expect(onPick).toHaveBeenCalledWith(1);
    fireEvent.mouseLeave(container.querySelector('svg') as Element);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
