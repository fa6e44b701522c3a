import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { renderFeature, stubApi } from '../../../test/feature-test-kit.tsx';
import { IncomeCharts, IncomeChartsWidget } from './income-charts-widget.tsx';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().reset();
});

const TODAY = new Date(2026, 10, 15);

describe('IncomeCharts', () => {
  it('shows cleared and commissioned per month of the year, then per day of a month', async () => {
    const requests = stubApi(({ path }) =>
      path.includes('/yearly/')
        ? {
            data: [
              { period: '2026-01', cleared: 1200.5, commissioned: 2000 },
              { period: '2026-02', cleared: 800, commissioned: 0 },
            ],
          }
        : { data: [{ period: '2026-11-03', cleared: 0, commissioned: 0 }] },
    );
    renderFeature(<IncomeCharts today={TODAY} />);

    const totals = await screen.findByRole('group', { name: 'Totals for the period' });
    expect(within(totals).getByText('€2,000.50')).toBeTruthy();
    expect(within(totals).getByText('€2,000.00')).toBeTruthy();
    expect(requests[0]?.path).toBe('/api/freelancer/income/chart/yearly/2026');

    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByText('No income in this period yet.')).toBeTruthy();
    expect(requests.at(-1)?.path).toBe('/api/freelancer/income/chart/monthly/11/year/2026');
  });

  it('is shown to freelancers only', () => {
    stubApi(() => ({ data: [] }));
    useAuthStore.setState({
      user: {
        id: '1',
        email: 'am@demo.test',
        username: 'am',
        roles: ['agency-manager'],
        resourceAccess: {},
        groups: [],
      },
    });
    renderFeature(<IncomeChartsWidget />);
    expect(screen.queryByRole('heading', { name: 'My income' })).toBeNull();
  });
});
