import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shareIn, stubRecordBookingApi, TWO_ALLOCATIONS, textboxIn } from '../../../test/record-dialog.ts';
import { fail, renderScreen, signInAs } from '../../../test/screen.tsx';
import { flatBookingFixture, paymentFixture } from '../testing/fixtures.ts';
import { PaymentDialog, paymentFormSchema } from './payment-dialog.tsx';

describe('PaymentDialog', () => {
  it('refuses a new payment without its fields, an amount over what is left and three decimals', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubRecordBookingApi(flatBookingFixture());
    renderScreen(<PaymentDialog isOpen onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Flat-rate booking payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Booking is required')).toBeTruthy();
    expect(within(dialog).getByText('Payment date is required')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Booking/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'B-2026-0044 · Messefilm' }));
    expect(await within(dialog).findByText('Amount left on this booking: €5,000.00')).toBeTruthy();
    const amount = textboxIn(dialog, /^Amount \(€\)\W*$/);
    fireEvent.change(amount, { target: { value: '5000.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Booking amount exceeded')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '10.999' } });
    fireEvent.blur(amount);
    expect(await within(dialog).findAllByText(/At most 2 decimals/)).not.toHaveLength(0);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  }, 30_000);

  it('corrects a rejected payment, shows the server’s "Booking amount exceeded" at the amount and keeps the input', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubRecordBookingApi(flatBookingFixture(), (request) => {
      if (request.path === '/api/agency/flatrate-payment' && request.method === 'PUT')
        return fail(400, 'catalogue.bookingAmountExceeded', 'Booking amount exceeded');
    });
    const rejected = paymentFixture({ status: 'FINANCE_REJECTED', comment: 'Invoice missing' });
    renderScreen(<PaymentDialog isOpen onClose={vi.fn()} payment={rejected} />, { language: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Zahlung für Pauschalbuchung korrigieren' });
    expect(within(dialog).getByText('Begründung von Finance: Invoice missing')).toBeTruthy();
    await within(dialog).findByText(/Verbleibender Betrag dieser Buchung/);
    fireEvent.change(textboxIn(dialog, /^Beschreibung\W*$/), { target: { value: 'Mit Rechnung' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erneut einreichen' }));
    expect(await within(dialog).findByText('Booking amount exceeded')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      id: 51,
      payment_date: '2026-11-30',
      description: 'Mit Rechnung',
      allocations: [{ allocation_id: 5, amount: 2500 }],
    });
    await waitFor(() => expect(textboxIn(dialog, /^Beschreibung\W*$/).value).toBe('Mit Rechnung'));
  }, 30_000);
  it('prefills the split on the first allocation and follows the amount until a share is changed', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubRecordBookingApi(flatBookingFixture({ projectAllocations: TWO_ALLOCATIONS }));
    renderScreen(<PaymentDialog isOpen onClose={vi.fn()} bookingId={44} />);
    const dialog = await screen.findByRole('dialog', { name: 'Flat-rate booking payment' });
    const group = await within(dialog).findByRole('group', { name: /allocations/i });
    const share = (number: string) => shareIn(group, number);
    fireEvent.change(textboxIn(dialog, /^Amount \(€\)\W*$/), { target: { value: '1000' } });
    await waitFor(() => expect(share('4711-01').value).toBe('1,000'));
    expect(share('4711-02').value).toBe('0');
    expect(within(dialog).queryByText(/decimal/)).toBeNull();
    fireEvent.change(share('4711-01'), { target: { value: '600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(group).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getAllByText('The allocations must add up to the total')).toHaveLength(1);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  }, 30_000);
});

describe('paymentFormSchema', () => {
  const context = { paymentId: null, singleAllocationId: 5, left: null, isSplit: false };
  const values = {
    booking_id: 44 as const,
    payment_date: '2026-11-30',
    amount: 100,
    description: 'x',
    allocations: [],
  };

  it('puts the whole amount on the one allocation, or sends the split without its empty shares', () => {
    expect(paymentFormSchema(context).parse(values)).toEqual({
      kind: 'create',
      body: {
        booking_id: 44,
        payment_date: '2026-11-30',
        description: 'x',
        allocations: [{ allocation_id: 5, amount: 100 }],
      },
    });
    const split = {
      ...values,
      allocations: [
        { allocation_id: 5, number: 'A', amount: 60 },
        { allocation_id: 6, number: 'B', amount: 40 },
        { allocation_id: 7, number: 'C', amount: 0 },
      ],
    };
    expect(paymentFormSchema({ ...context, isSplit: true }).parse(split)).toMatchObject({
      body: {
        allocations: [
          { allocation_id: 5, amount: 60 },
          { allocation_id: 6, amount: 40 },
        ],
      },
    });
  });

  it('refuses a split that does not add up with one issue at the split', () => {
    const wrong = {
      ...values,
      allocations: [
        { allocation_id: 5, number: 'A', amount: 60 },
        { allocation_id: 6, number: 'B', amount: 0 },
      ],
    };
    const result = paymentFormSchema({ ...context, isSplit: true }).safeParse(wrong);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['allocations', 'validation.allocationsSum'],
    ]);
  });
});
