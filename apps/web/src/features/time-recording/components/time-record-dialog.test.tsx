import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRequest, fail, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { hourlyBookingFixture, timeRecordFixture } from '../testing/fixtures.ts';
import { TimeRecordDialog, timeRecordFormSchema } from './time-record-dialog.tsx';

type Answer = Response | undefined;

function serverWith(booking: ReturnType<typeof hourlyBookingFixture>, extra: (request: ApiRequest) => Answer) {
  return stubApi((request) => {
    if (request.path === '/api/agency/booking' && request.method === 'GET') return ok(booking);
    if (request.path === '/api/agency/bookings') return listPage([booking]);
    return extra(request);
  });
}

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement;

describe('TimeRecordDialog', () => {
  it('refuses hours over what is left, three decimals and a day outside the booking, and sends nothing', async () => {
    signInAs('freelancer', ['freelancer']);
    const requests = serverWith(hourlyBookingFixture(), () => undefined);
    const declined = timeRecordFixture({ status: 'DECLINED', date: '2027-02-15', comment: 'Wrong day' });
    renderScreen(<TimeRecordDialog isOpen onClose={vi.fn()} record={declined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Correct time record TR-2027-0031' });
    expect(await within(dialog).findByText('Hours left on this booking: 4')).toBeTruthy();
    expect(within(dialog).getByText('Reason given: Wrong day')).toBeTruthy();

    const hours = field(dialog, /^Hours\W*$/);
    fireEvent.change(hours, { target: { value: '2.555' } });
    fireEvent.blur(hours);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    expect(await within(dialog).findAllByText(/At most 2 decimals/)).not.toHaveLength(0);

    fireEvent.change(hours, { target: { value: '5' } });
    fireEvent.blur(hours);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    expect(await within(dialog).findByText('Booking hours exceeded')).toBeTruthy();
    expect(within(dialog).getByText(/29\.01\.2027/)).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  }, 30_000);

  it('shows the server’s "Booking hours exceeded" at the hours field and keeps the input', async () => {
    signInAs('freelancer', ['freelancer']);
    const requests = serverWith(hourlyBookingFixture(), (request) => {
      if (request.path === '/api/freelancer/time-record' && request.method === 'PUT')
        return fail(400, 'catalogue.bookingHoursExceeded', 'Booking hours exceeded');
    });
    const declined = timeRecordFixture({ status: 'DECLINED', hours: 3 });
    renderScreen(<TimeRecordDialog isOpen onClose={vi.fn()} record={declined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Correct time record TR-2027-0031' });
    await within(dialog).findByText('Hours left on this booking: 4');
    fireEvent.change(field(dialog, /^Description\W*$/), { target: { value: 'Moodboards, corrected' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    expect(await within(dialog).findByText('Booking hours exceeded')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      id: 31,
      booking_id: 42,
      date: '2027-01-12',
      hours: 3,
      description: 'Moodboards, corrected',
    });
    await waitFor(() => expect(field(dialog, /^Description\W*$/).value).toBe('Moodboards, corrected'));
    expect(field(dialog, /^Hours\W*$/).value).toBe('3');
  }, 30_000);

  it('prefills the split on the first allocation, checks it only on save and says once that it does not add up', async () => {
    signInAs('freelancer', ['freelancer']);
    const booking = hourlyBookingFixture({
      projectAllocations: [
        { id: 5, number: '4711-01', name: 'Kreation', is_active: true },
        { id: 6, number: '4711-02', name: 'Beratung', is_active: true },
        { id: 7, number: '4711-03', name: 'Alt', is_active: false },
      ],
    });
    const requests = serverWith(booking, () => undefined);
    renderScreen(<TimeRecordDialog isOpen onClose={vi.fn()} bookingId={42} />, { language: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Zeiteintrag hinzufügen' });
    const group = await within(dialog).findByRole('group', { name: 'Auf Kostenstellen aufteilen' });
    expect(within(group).queryByRole('textbox', { name: /4711-03/ })).toBeNull();
    const share = (number: string) =>
      within(group).getByRole('textbox', { name: new RegExp(number) }) as HTMLInputElement;

    fireEvent.change(field(dialog, /^Stunden\W*$/), { target: { value: '3' } });
    await waitFor(() => expect(share('4711-01').value).toBe('3'));
    expect(share('4711-02').value).toBe('0');
    expect(within(group).getByText('Aufgeteilt: 3 von 3 Stunden')).toBeTruthy();
    expect(within(dialog).queryByText(/Dezimalzahl/)).toBeNull();
    expect(within(group).queryByRole('alert')).toBeNull();

    fireEvent.change(share('4711-01'), { target: { value: '1,5' } });
    fireEvent.change(share('4711-02'), { target: { value: '1' } });
    // A changed split no longer follows the hours.
    fireEvent.change(field(dialog, /^Stunden\W*$/), { target: { value: '3' } });
    expect(within(group).getByText('Aufgeteilt: 2,5 von 3 Stunden')).toBeTruthy();
    fireEvent.change(field(dialog, /^Beschreibung\W*$/), { target: { value: 'Workshop' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Datum ist ein Pflichtfeld')).toBeTruthy();
    expect(
      within(group)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Die Aufteilung muss die Gesamtsumme ergeben']);
    expect(within(dialog).getAllByText(/Gesamtsumme/)).toHaveLength(1);
    expect(within(dialog).queryByText(/Dezimalzahl/)).toBeNull();
    expect(requests.some((request) => request.path === '/api/freelancer/time-record/split')).toBe(false);

    fireEvent.change(share('4711-02'), { target: { value: '1,5' } });
    await waitFor(() => expect(within(group).queryByRole('alert')).toBeNull());
  }, 30_000);

  it('lets a correction change its split: prefilled from the record, following the hours, sent with the PUT', async () => {
    signInAs('freelancer', ['freelancer']);
    const booking = hourlyBookingFixture({
      projectAllocations: [
        { id: 5, number: '4711-01', name: 'Kreation', is_active: true },
        { id: 6, number: '4711-02', name: 'Beratung', is_active: true },
      ],
    });
    const requests = serverWith(booking, (request) => {
      if (request.path === '/api/freelancer/time-record' && request.method === 'PUT')
        return ok(timeRecordFixture({ status: 'PENDING' }));
    });
    const declined = timeRecordFixture({
      status: 'DECLINED',
      hours: 3,
      allocations: [
        { allocation_id: 5, number: '4711-01', hours: 2 },
        { allocation_id: 6, number: '4711-02', hours: 1 },
      ],
    });
    const onClose = vi.fn();
    renderScreen(<TimeRecordDialog isOpen onClose={onClose} record={declined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Correct time record TR-2027-0031' });
    const group = await within(dialog).findByRole('group', { name: /allocations/i });
    const share = (number: string) =>
      within(group).getByRole('textbox', { name: new RegExp(number) }) as HTMLInputElement;
    await waitFor(() => expect(share('4711-01').value).toBe('2'));
    expect(share('4711-02').value).toBe('1');
    fireEvent.change(field(dialog, /^Hours\W*$/), { target: { value: '4' } });
    await waitFor(() => expect(share('4711-01').value).toBe('2.67'));
    expect(share('4711-02').value).toBe('1.33');
    fireEvent.change(share('4711-01'), { target: { value: '3.5' } });
    fireEvent.change(share('4711-02'), { target: { value: '0.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      id: 31,
      hours: 4,
      allocations: [
        { allocation_id: 5, hours: 3.5 },
        { allocation_id: 6, hours: 0.5 },
      ],
    });
  }, 30_000);
});

describe('timeRecordFormSchema', () => {
  const values = {
    booking_id: 42 as const,
    date: '2027-01-12',
    hours: 3,
    description: 'Workshop',
    allocations: [
      { allocation_id: 5, number: '4711-01', hours: 3 },
      { allocation_id: 6, number: '4711-02', hours: 0 },
    ],
  };
  const context = { recordId: null, left: null, isSplit: true };

  it('sends a split without its empty shares, a plain record without a split, a PUT for a correction', () => {
    expect(timeRecordFormSchema(context).parse(values)).toEqual({
      kind: 'split',
      body: {
        booking_id: 42,
        date: '2027-01-12',
        hours: 3,
        description: 'Workshop',
        allocations: [{ allocation_id: 5, hours: 3 }],
      },
    });
    expect(timeRecordFormSchema({ ...context, isSplit: false }).parse({ ...values, allocations: [] }).kind).toBe(
      'create',
    );
    expect(timeRecordFormSchema({ ...context, recordId: 31 }).parse(values)).toMatchObject({
      kind: 'update',
      body: { id: 31, hours: 3, allocations: [{ allocation_id: 5, hours: 3 }] },
    });
  });

  it('refuses a split that does not add up with one issue at the split', () => {
    const wrong = { ...values, allocations: [{ ...values.allocations[0]!, hours: 1 }, values.allocations[1]!] };
    const result = timeRecordFormSchema(context).safeParse(wrong);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['allocations', 'validation.allocationsSum'],
    ]);
  });
});
