import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { AgencyBudgetActions } from './agency-budget-actions.tsx';
import { BudgetWidget } from './budget-widget.tsx';
import { ConsumptionCharts } from './consumption-charts.tsx';
import { DashboardBudgetWidgets } from './dashboard-budget-widgets.tsx';
import { FinanceDashboardWidget } from './finance-dashboard-widget.tsx';
import { TopConsumptions } from './top-consumptions.tsx';

const TODAY = new Date(2027, 2, 12);

const BUDGET = {
  agency_id: 3,
  agency_name: 'Nordlicht',
  financial_year: '2026/27',
  is_current: true,
  status: 'OPEN',
  budget: 20_000,
  commissioned: 16_900,
  cleared: 2_580,
  projected: 21_321.25,
  remaining: 3_100,
  percentage_used: 84.5,
  freelancer_fee: 7.5,
  closed_at: null,
};

const YEAR = [
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
  '2026-12',
  '2027-01',
  '2027-02',
  '2027-03',
  '2027-04',
  '2027-05',
  '2027-06',
].map((period) => ({
  period,
  cleared: period === '2026-09' ? 860 : 0,
  commissioned: period === '2026-09' ? 4_300 : 0,
}));

describe('BudgetWidget', () => {
  it('shows the figures in German with the projection and the share used, and changes the year', async () => {
    signInAs('agency', ['managing-director']);
    const requests = stubApi(({ path }) => (path === '/api/agency/agency/budget' ? ok(BUDGET) : undefined));
    renderScreen(<BudgetWidget today={TODAY} />, { language: 'de' });

    expect(await screen.findByText('20.000,00 €')).toBeTruthy();
    expect(screen.getByText('16.900,00 €')).toBeTruthy();
    expect(screen.getByText('21.321,25 €')).toBeTruthy();
    expect(screen.getByText('Prognose zum Jahresende')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Budgetverbrauch' });
    expect(bar.getAttribute('aria-valuetext')).toBe('84,5 % des Budgets beauftragt');
    expect(requests[0]?.query.get('financial_year')).toBe('2026/27');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Geschäftsjahr' }));
    fireEvent.click(await screen.findByRole('option', { name: '2027/28' }));
    await waitFor(() => expect(requests.at(-1)?.query.get('financial_year')).toBe('2027/28'));
  });
});

describe('ConsumptionCharts', () => {
  it('lists the months as a table and drills into a month’s days', async () => {
    signInAs('agency', ['managing-director']);
    const requests = stubApi(({ path }) =>
      path.includes('/yearly/')
        ? ok(YEAR)
        : ok([
            { period: '2026-09-01', cleared: 0, commissioned: 4_300 },
            { period: '2026-09-10', cleared: 860, commissioned: 0 },
          ]),
    );
    renderScreen(<ConsumptionCharts today={TODAY} />);

    const totals = await screen.findByRole('group', { name: 'Totals for the period' });
    expect(within(totals).getByText('€860.00')).toBeTruthy();
    expect(within(totals).getByText('€4,300.00')).toBeTruthy();
    expect(requests[0]?.path).toBe('/api/agency/consumption/yearly/2026');
    // The table is drawn when opened, not hidden in every dashboard.
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();

    fireEvent.click(screen.getByText('Figures of the chart'));
    fireEvent.click(screen.getByRole('button', { name: 'September 2026' }));
    expect(await screen.findByRole('heading', { name: 'Consumption in September 2026' })).toBeTruthy();
    expect(requests.at(-1)?.path).toBe('/api/agency/consumption/monthly/9/year/2026');
    const table = await screen.findByRole('table', { name: 'Figures of the chart' });
    expect(within(table).getByText('10/09/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the year' }));
    expect(await screen.findByRole('heading', { name: 'Consumption 2026/27' })).toBeTruthy();
  });
});

describe('TopConsumptions', () => {
  it('shows projects first and switches tabs; the agency tab only for finance', async () => {
    signInAs('finance', ['finance-cfo']);
    const requests = stubApi(({ path }) =>
      listPage([
        {
          id: 7,
          name: path.endsWith('agencies') ? 'Nordlicht' : 'Frühjahr',
          commissioned: 12_900,
          cleared: 2_580,
          share: 100,
        },
      ]),
    );
    renderScreen(<TopConsumptions withAgencies today={TODAY} />);
    expect(await screen.findByText('Frühjahr')).toBeTruthy();
    expect(requests[0]?.path).toBe('/api/agency/budget/projects');
    fireEvent.click(screen.getByRole('tab', { name: 'Agencies' }));
    expect(await screen.findByText('Nordlicht')).toBeTruthy();
    expect(requests.at(-1)?.path).toBe('/api/agency/budget/agencies');
  });

  it('has no agency tab for agency users', async () => {
    signInAs('agency', ['agency-manager']);
    stubApi(() => listPage([]));
    renderScreen(<TopConsumptions today={TODAY} />);
    expect(await screen.findByText('Nothing consumed in this year yet.')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Agencies' })).toBeNull();
  });
});

const DASHBOARD = {
  financial_year: '2026/27',
  totals: { budget: 20_000, commissioned: 15_900, cleared: 2_580, remaining: 4_100 },
  agencies: [
    {
      id: 3,
      name: 'Nordlicht',
      budget: 20_000,
      commissioned: 12_900,
      cleared: 2_580,
      remaining: 7_100,
      percentage_used: 64.5,
      status: 'OPEN',
    },
    {
      id: 4,
      name: 'Südwind',
      budget: 0,
      commissioned: 3_000,
      cleared: 0,
      remaining: -3_000,
      percentage_used: null,
      status: 'OPEN',
    },
  ],
  pending_time_records: 1,
  pending_flat_rate_payments: 2,
  oldest_pending_days: 30,
  this_month: { month: '2027-03', commissioned: 5_375, cleared: 0 },
  credit_notes: { issued: 4, cancelled: 1 },
  agencies_near_budget: 0,
  agencies_over_budget: 0,
  top_consumptions: [],
};

describe('FinanceDashboardWidget', () => {
  it('shows what waits for finance and the budget use per agency with totals', async () => {
    signInAs('finance', ['finance-cfo-global']);
    stubApi(({ path }) => (path === '/api/agency/finance/dashboard' ? ok(DASHBOARD) : undefined));
    renderScreen(<FinanceDashboardWidget />);
    const table = await screen.findByRole('table', { name: 'Budget use per agency' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Nordlicht');
    expect(within(rows[1]!).getByText('64.5 %')).toBeTruthy();
    expect(within(rows[3]!).getByText('€15,900.00')).toBeTruthy();
    expect(screen.getByText('4 issued, 1 cancelled')).toBeTruthy();
    expect(screen.getByText('Oldest waiting: 30 days')).toBeTruthy();
  });

  it('shows a large group’s agencies a page at a time, the totals under every page', async () => {
    signInAs('finance', ['finance-cfo-global']);
    const agencies = Array.from({ length: 60 }, (_, index) => ({
      ...DASHBOARD.agencies[0]!,
      id: 100 + index,
      name: `Agentur ${String(index + 1).padStart(2, '0')}`,
    }));
    stubApi(({ path }) => (path === '/api/agency/finance/dashboard' ? ok({ ...DASHBOARD, agencies }) : undefined));
    renderScreen(<FinanceDashboardWidget />);
    const table = await screen.findByRole('table', { name: 'Budget use per agency' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toHaveLength(26);
    expect(names()[0]).toBe('Agentur 01');
    expect(names()[25]).toBe('Total');
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(names().slice(0, 2)).toEqual(['Agentur 26', 'Agentur 27']);
    const totals = within(table).getAllByRole('row').at(-1)!;
    expect(totals.textContent).toContain('€15,900.00');
    fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(names()).toEqual([
      'Agentur 51',
      'Agentur 52',
      'Agentur 53',
      'Agentur 54',
      'Agentur 55',
      'Agentur 56',
      'Agentur 57',
      'Agentur 58',
      'Agentur 59',
      'Agentur 60',
      'Total',
    ]);
  });

  it('writes what waits for finance in the language, with the count cap as "10.000+"', async () => {
    signInAs('finance', ['finance-cfo-global']);
    const waiting = { ...DASHBOARD, pending_time_records: LIST_COUNT_CAP, pending_flat_rate_payments: 1_234 };
    stubApi(({ path }) => (path === '/api/agency/finance/dashboard' ? ok(waiting) : undefined));
    renderScreen(<FinanceDashboardWidget />, { language: 'de' });
    const tile = async (name: string) => (await screen.findByRole('heading', { name })).parentElement!;
    expect((await tile('Zeiteinträge zur Finanzprüfung')).textContent).toContain('10.000+');
    expect((await tile('Pauschalzahlungen zur Finanzprüfung')).textContent).toContain('1.234');
  });
});

describe('DashboardBudgetWidgets', () => {
  it('gives freelancers no budget widgets', () => {
    signInAs('freelancer', ['freelancer']);
    const requests = stubApi(() => undefined);
    const { container } = renderScreen(<DashboardBudgetWidgets today={TODAY} />);
    expect(container.textContent).toBe('');
    expect(requests).toHaveLength(0);
  });

  it('gives agency users their budget and finance the finance dashboard', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi(({ path }) =>
      path === '/api/agency/agency/budget' ? ok(BUDGET) : path.includes('yearly') ? ok(YEAR) : listPage([]),
    );
    renderScreen(<DashboardBudgetWidgets today={TODAY} />);
    expect(await screen.findByRole('heading', { name: 'Budget 2026/27' })).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/agency/finance/dashboard')).toBe(false);
  });
});

describe('AgencyBudgetActions', () => {
  const agency = { id: 3, name: 'Nordlicht' };

  it('lets a CFO increase the budget and shows the server’s refusal of a closed year', async () => {
    signInAs('finance', ['finance-cfo']);
    const requests = stubApi(({ path, body }) =>
      path === '/api/agency/increase/budget'
        ? (body as { amount: number }).amount === 1_234.5
          ? ok({ ...BUDGET, budget: 21_234.5 })
          : fail(400, 'rule.budgetOfClosedYear', 'The budget of the closed financial year 2026/27 cannot be increased.')
        : undefined,
    );
    renderScreen(<AgencyBudgetActions agency={agency} freelancerFee={7.5} year="2026/27" isYearClosed={false} />, {
      language: 'de',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Budget erhöhen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budget von Nordlicht erhöhen' });
    fireEvent.change(within(dialog).getByLabelText(/Zusätzlicher Betrag/), { target: { value: '1.234,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erhöhen' }));
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ agency_id: 3, amount: 1_234.5 }));
    expect(await screen.findByText('Das Budget wurde erhöht.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Budget erhöhen' }));
    const again = await screen.findByRole('dialog', { name: 'Budget von Nordlicht erhöhen' });
    fireEvent.change(within(again).getByLabelText(/Zusätzlicher Betrag/), { target: { value: '10' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Erhöhen' }));
    expect(
      await within(again).findByText('The budget of the closed financial year 2026/27 cannot be increased.'),
    ).toBeTruthy();
  });

  it('asks before closing the year and says what it means', async () => {
    signInAs('finance', ['finance-cfo-global']);
    const requests = stubApi(({ path }) =>
      path === '/api/agency/financial-year/close' ? ok({ ...BUDGET, status: 'CLOSED' }) : undefined,
    );
    renderScreen(<AgencyBudgetActions agency={agency} freelancerFee={7.5} year="2026/27" isYearClosed={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close financial year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the financial year 2026/27 of Nordlicht?' });
    expect(within(dialog).getByText(/takes no new bookings, time records or payments/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close year' }));
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ agency_id: 3, financial_year: '2026/27' }));
  });

  it('sets the freelancer fee after stating that every figure changes, and shows a field error', async () => {
    signInAs('admin', ['admin']);
    const requests = stubApi(({ path, body }) =>
      path === '/api/agency/freelancer-fee'
        ? (body as { fee: number }).fee === 7.5
          ? ok({ agency_id: 3, fee: 7.5 })
          : fail(400, 'validation.invalidValue', 'Invalid value', { fee: ['Enter at most 100.'] })
        : undefined,
    );
    renderScreen(<AgencyBudgetActions agency={agency} freelancerFee={5} year="2026/27" isYearClosed />, {
      language: 'de',
    });
    // A closed year offers neither an increase nor closing again.
    expect(screen.queryByRole('button', { name: 'Budget erhöhen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Geschäftsjahr abschließen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Freelancer-Aufschlag festlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freelancer-Aufschlag von Nordlicht' });
    expect(within(dialog).getByText(/für alle Jahre zugleich/)).toBeTruthy();
    const field = within(dialog).getByLabelText(/Aufschlag \(%\)/);
    fireEvent.change(field, { target: { value: '99,99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Enter at most 100.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '7,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ agency_id: 3, fee: 7.5 }));
    expect(await screen.findByText('Der Freelancer-Aufschlag wurde gespeichert.')).toBeTruthy();
  });

  it('shows finance users and agency users no budget actions', () => {
    signInAs('finance', ['finance-user']);
    stubApi(() => undefined);
    renderScreen(<AgencyBudgetActions agency={agency} freelancerFee={0} year="2026/27" isYearClosed={false} />);
    expect(screen.queryByRole('button', { name: 'Increase budget' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set freelancer fee' })).toBeNull();
  });
});
