import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPage, renderScreen, stubApi } from '../../../test/screen.tsx';
import { BookingsChartWidget, monthsOf } from './bookings-chart-widget.tsx';

describe('BookingsChartWidget', () => {
  it('counts the bookings that take place in each month of the half-year, declined and cancelled left out', async () => {
    const requests = stubApi(({ path, query }) =>
      path === '/api/agency/bookings'
        ? listPage([], { items: 1, total: query.get('start_date') === '2026-09-01' ? 4 : 0 })
        : undefined,
    );
    renderScreen(<BookingsChartWidget today={new Date(2026, 10, 15)} />);

    const chart = await screen.findByRole('img', { name: /Sept 4/ });
    expect(chart.getAttribute('aria-label')).toMatch(/Jul 0, Aug 0, Sept 4, Oct 0, Nov 0, Dec 0$/);
    expect(requests).toHaveLength(6);
    for (const request of requests)
      expect(request.query.getAll('status[]').sort()).toEqual(['APPROVED', 'BOOKED', 'FINISHED', 'PENDING']);
  });

  it('splits a half-year into its six calendar months', () => {
    expect(monthsOf({ start_date: '2027-01-01', end_date: '2027-06-30' }).map((month) => month.end_date)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
  });
});
