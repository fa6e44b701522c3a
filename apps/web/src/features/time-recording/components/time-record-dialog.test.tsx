import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shareIn, stubRecordBookingApi, TWO_ALLOCATIONS, textboxIn } from '../../../test/record-dialog.ts';
import { fail, ok, renderScreen, signInAs } from '../../../test/screen.tsx';
import { hourlyBookingFixture, timeRecordFixture } from '../testing/fixtures.ts';
import { TimeRecordDialog, timeRecordFormSchema } from './time-record-dialog.tsx';

describe('TimeRecordDialog', () => {
  it('refuses hours over what is left, three decimals and a day outside the booking, and sends nothing', async () => {
    signInAs('freelancer', ['freelancer']);
    const requests = stubRecordBookingApi(hourlyBookingFixture());
    const declined = timeRecordFixture({ status: 'DECLINED', date: '2027-02-15', comment: 'Wrong day' });
    renderScreen(<TimeRecordDialog isOpen onClose={vi.fn()} record={declined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Correct time record TR-2027-0031' });
    expect(await within(dialog).findByText('Hours left on this booking: 4')).toBeTruthy();
    expect(within(dialog).getByText('Reason given: Wrong day')).toBeTruthy();

    const hours = textboxIn(dialog, /^Hours\W*$/);
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
    const requests = stubRecordBookingApi(hourlyBookingFixture(), (request) => {
      if (request.path === '/api/freelancer/time-record' && request.method === 'PUT')
        return fail(400, 'catalogue.bookingHoursExceeded', 'Booking hours exceeded');
    });
    const declined = timeRecordFixture({ status: 'DECLINED', hours: 3 });
    renderScreen(<TimeRecordDialog isOpen onClose={vi.fn()} record={declined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Correct time record TR-2027-0031' });
    await within(dialog).findByText('Hours left on this booking: 4');
    fireEvent.change(textboxIn(dialog, /^Description\W*$/), { target: { value: 'Moodboards, corrected' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    expect(await within(dialog).findByText('Booking hours exceeded')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      id: 31,
      booking_id: 42,
      date: '2027-01-12',
      hours: 3,
      description: 'Moodboards, corrected',
    });
    await waitFor(() => expect(textboxIn(dialog, /^Description\W*$/).value).toBe('Moodboards, corrected'));
    expect(textboxIn(dialog, /^Hours\W*$/).value).toBe('3');
  }, 30_000);

  it('prefills the split on the first allocation, checks it only on save and says once that it does not add up', async () => {
    signInAs('freelancer', ['freelancer']);
    const booking = hourlyBookingFixture({
      projectAllocations: [...TWO_ALLOCATIONS, { id: 7, number: '4711-03', name: 'Alt', is_active: false }],
    });
    const requests = stubRecordBookingApi(booking);
    renderScreen(<TimeRecordDialog isOpen onClose={vi.fn()} bookingId={42} />, { language: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Zeiteintrag hinzufügen' });
    const group = await within(dialog).findByRole('group', { name: 'Auf Kostenstellen aufteilen' });
    expect(within(group).queryByRole('textbox', { name: /4711-03/ })).toBeNull();
    const share = (number: string) => shareIn(group, number);

    fireEvent.change(textboxIn(dialog, /^Stunden\W*$/), { target: { value: '3' } });
    await waitFor(() => expect(share('4711-01').value).toBe('3'));
    expect(share('4711-02').value).toBe('0');
    expect(within(group).getByText('Aufgeteilt: 3 von 3 Stunden')).toBeTruthy();
    expect(within(dialog).queryByText(/Dezimalzahl/)).toBeNull();
    expect(within(group).queryByRole('alert')).toBeNull();

    fireEvent.change(share('4711-01'), { target: { value: '1,5' } });
    fireEvent.change(share('4711-02'), { target: { value: '1' } });
    // A changed split no longer follows the hours.
    fireEvent.change(textboxIn(dialog, /^Stunden\W*$/), { target: { value: '3' } });
    expect(within(group).getByText('Aufgeteilt: 2,5 von 3 Stunden')).toBeTruthy();
    fireEvent.change(textboxIn(dialog, /^Beschreibung\W*$/), { target: { value: 'Workshop' } });
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
    const booking = hourlyBookingFixture({ projectAllocations: TWO_ALLOCATIONS });
    const requests = stubRecordBookingApi(booking, (request) => {
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
    const share = (number: string) => shareIn(group, number);
    await waitFor(() => expect(share('4711-01').value).toBe('2'));
    expect(share('4711-02').value).toBe('1');
    fireEvent.change(textboxIn(dialog, /^Hours\W*$/), { target: { value: '4' } });
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
