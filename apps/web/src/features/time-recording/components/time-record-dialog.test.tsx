import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRequest, fail, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { hourlyBookingFixture, timeRecordFixture } from '../testing/fixtures.ts';
import { TimeRecordDialog, toSave } from './time-record-dialog.tsx';

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

  it('splits a record over several active allocations and checks that the hours add up', async () => {
    signInAs('freelancer', ['freelancer']);
    const booking = hourlyBookingFixture({
      projectAllocations: [
        { id: 5, number: '4711-01', name: 'Kreation', is_active: true },
        { id: 6, number: '4711-02', name: 'Beratung', is_active: true },
        { id: 7, number: '4711-03', name: 'Alt', is_active: false },
      ],
    });
    const requests = serverWith(booking, (request) => {
      if (request.path === '/api/freelancer/time-record/split')
        return ok(timeRecordFixture({ hours: 3, date: '2027-01-12' }));
    });
    // A corrected record keeps its allocations: the split is offered for new records; this one is new on booking 42.
    const onClose = vi.fn();
    renderScreen(<TimeRecordDialog isOpen onClose={onClose} bookingId={42} />, { language: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Zeiteintrag hinzufügen' });
    const group = await within(dialog).findByRole('group', { name: 'Auf Kostenstellen aufteilen' });
    expect(within(group).queryByRole('textbox', { name: /4711-03/ })).toBeNull();
    fireEvent.change(field(dialog, /^Stunden\W*$/), { target: { value: '3' } });
    fireEvent.change(within(group).getByRole('textbox', { name: /4711-01/ }), { target: { value: '1,5' } });
    fireEvent.change(within(group).getByRole('textbox', { name: /4711-02/ }), { target: { value: '1' } });
    fireEvent.change(field(dialog, /^Beschreibung\W*$/), { target: { value: 'Workshop' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Datum ist ein Pflichtfeld')).toBeTruthy();
    expect((await within(group).findByRole('alert')).textContent).toBe(
      'Die Stunden der Kostenstellen müssen zusammen 3 ergeben.',
    );
    expect(requests.some((request) => request.path === '/api/freelancer/time-record/split')).toBe(false);

    fireEvent.change(within(group).getByRole('textbox', { name: /4711-02/ }), { target: { value: '1,5' } });
    await waitFor(() => expect(within(group).queryByRole('alert')).toBeNull());
  }, 30_000);
});

describe('toSave', () => {
  it('sends a split when there are several allocations, a plain record otherwise, a PUT for a correction', () => {
    const values = {
      booking_id: 42 as const,
      date: '2027-01-12',
      hours: 3,
      description: 'Workshop',
      allocations: [
        { allocation_id: 5, number: '4711-01', hours: 1.5 },
        { allocation_id: 6, number: '4711-02', hours: 1.5 },
      ],
    };
    expect(toSave(values, null)).toEqual({
      kind: 'split',
      body: {
        booking_id: 42,
        date: '2027-01-12',
        hours: 3,
        description: 'Workshop',
        allocations: [
          { allocation_id: 5, hours: 1.5 },
          { allocation_id: 6, hours: 1.5 },
        ],
      },
    });
    expect(toSave({ ...values, allocations: [] }, null).kind).toBe('create');
    expect(toSave(values, 31)).toMatchObject({ kind: 'update', body: { id: 31, hours: 3 } });
  });
});
