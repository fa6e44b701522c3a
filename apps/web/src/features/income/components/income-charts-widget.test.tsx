import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { IncomeCharts, IncomeChartsWidget } from './income-charts-widget.tsx';

const TODAY = new Date(2026, 10, 15);

describe('IncomeCharts', () => {
  it('shows cleared and commissioned per month of the year, then per day of a month', async () => {
    const requests = stubApi(({ path }) =>
      path.includes('/yearly/')
        ? ok([
            { period: '2026-01', cleared: 1200.5, commissioned: 2000 },
            { period: '2026-02', cleared: 800, commissioned: 0 },
          ])
        : ok([{ period: '2026-11-03', cleared: 0, commissioned: 0 }]),
    );
    renderScreen(<IncomeCharts today={TODAY} />);

    const totals = await screen.findByRole('group', { name: 'Totals for the period' });
    expect(within(totals).getByText('€2,000.50')).toBeTruthy();
    expect(within(totals).getByText('€2,000.00')).toBeTruthy();
    expect(requests[0]?.path).toBe('/api/freelancer/income/chart/yearly/2026');

    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByText('No income in this period yet.')).toBeTruthy();
    expect(requests.at(-1)?.path).toBe('/api/freelancer/income/chart/monthly/11/year/2026');
  });

  it('is shown to freelancers only', () => {
    stubApi(() => ok([]));
    signInAs('agency', ['agency-manager']);
    renderScreen(<IncomeChartsWidget />);
    expect(screen.queryByRole('heading', { name: 'My income' })).toBeNull();
  });
});
