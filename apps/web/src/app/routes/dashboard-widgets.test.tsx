import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, listPage, ok, renderScreen, signInAs, stubApi } from '../../test/screen.tsx';
import { DashboardWidgets } from './dashboard-widgets.tsx';

/** Every list empty, every chart without figures, no budget: the widgets' frames are what these tests read. */
function answerEmpty({ path }: { path: string }) {
  if (path.endsWith('/budget')) return fail(503, 'error.unknown', 'unavailable');
  return /chart|yearly|monthly/.test(path) ? ok([]) : listPage([]);
}

/** Each widget is added once the one before it has been drawn, and a test run's first import of its chunk is slow. */
const WIDGET_WAIT = { timeout: 10_000 };

describe('DashboardWidgets', () => {
  it("shows a freelancer the bookings chart and the income, and fetches no agency's widget or call", async () => {
    signInAs('freelancer', ['freelancer']);
    const requests = stubApi(answerEmpty);
    renderScreen(<DashboardWidgets />);
    expect(await screen.findByRole('region', { name: 'Bookings this half-year' })).toBeTruthy();
    // The widgets appear one after another, in order: the income follows the bookings chart.
    expect(await screen.findByRole('heading', { name: 'My income' }, WIDGET_WAIT)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Time records awaiting approval' })).toBeNull();
    const paths = requests.map((request) => request.path);
    expect(paths.some((path) => path.includes('budget') || path.includes('review'))).toBe(false);
  });

  it('shows a managing director the approvals, the bookings chart, the time records to review and the budget', async () => {
    signInAs('agency', ['managing-director']);
    const requests = stubApi(answerEmpty);
    renderScreen(<DashboardWidgets />);
    expect(await screen.findByText('Bookings awaiting your approval')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Bookings this half-year' }, WIDGET_WAIT)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Time records awaiting approval' }, WIDGET_WAIT)).toBeTruthy();
    await waitFor(
      () => expect(requests.some((request) => request.path === '/api/agency/agency/budget')).toBe(true),
      WIDGET_WAIT,
    );
    expect(screen.queryByRole('heading', { name: 'My income' })).toBeNull();
  });
});
