import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { freelancerDetail as detail } from '../../../test/freelancer-fixture.ts';
import { fail, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { FreelancerDetailPage } from './freelancer-detail-page.tsx';

function BookingsProbe() {
  const [params] = useSearchParams();
  return (
    <p>{`Booking request for ${params.get('freelancer')}: ${params.get('firstName')} ${params.get('lastName')}`}</p>
  );
}

function renderDetail(id = 3) {
  return renderScreen(
    <Routes>
      <Route path="/freelancers/:id" element={<FreelancerDetailPage />} />
      <Route path="/dashboard" element={<p>Dashboard</p>} />
      <Route path="/bookings" element={<BookingsProbe />} />
    </Routes>,
    { route: `/freelancers/${id}` },
  );
}

describe('FreelancerDetailPage', () => {
  it('lets finance set the vendor number, refusing a malformed one before sending', async () => {
    signInAs('admin', ['finance-user']);
    let vendorNumber: string | null = null;
    const requests = stubApi(({ path, body }) => {
      if (path === '/api/freelancer/vendor-number/update') {
        vendorNumber = (body as { vendor_number: string }).vendor_number;
        return ok({ freelancer_id: 3, vendor_number: vendorNumber });
      }
      return ok(detail(3, { vendor_number: vendorNumber }));
    });
    renderDetail();

    expect(await screen.findByText(/No vendor number set yet/)).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /Vendor number/ });
    fireEvent.change(field, { target: { value: 'no spaces allowed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save vendor number' }));
    expect(await screen.findByText('Invalid vendor number')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.change(field, { target: { value: 'K-10042' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save vendor number' }));
    await vi.waitFor(() => expect(screen.queryByText(/No vendor number set yet/)).toBeNull());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      freelancer_id: 3,
      vendor_number: 'K-10042',
    });
    expect(screen.queryByRole('button', { name: 'Delete freelancer' })).toBeNull();
  });

  it('shows a server refusal at the vendor number field', async () => {
    signInAs('admin', ['finance-user']);
    stubApi(({ method }) =>
      method === 'PUT'
        ? fail(400, 'error.validation', 'Invalid', { vendor_number: ['Invalid vendor number'] })
        : ok(detail(3)),
    );
    renderDetail();
    fireEvent.change(await screen.findByRole('textbox', { name: /Vendor number/ }), { target: { value: 'K1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save vendor number' }));
    expect(await screen.findByText('Invalid vendor number')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Vendor number/ }) as HTMLInputElement).value).toBe('K1');
  });

  it('lets an admin delete the freelancer after confirming', async () => {
    signInAs('admin', ['admin']);
    const requests = stubApi(({ method }) => (method === 'DELETE' ? ok({ id: 3 }) : ok(detail(3))));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete freelancer' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Anna3 Schmidt?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete freelancer' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    const removal = requests.find((request) => request.method === 'DELETE');
    expect(removal?.path).toBe('/api/freelancer/delete-user');
    expect(removal?.query.get('id')).toBe('3');
  });

  it.each([
    ['en', 'Awaiting approval', 'Finished'],
    ['de', 'Wartet auf Freigabe', 'Abgeschlossen'],
  ] as const)('names the booking statuses in words (%s), never as codes', async (language, pending, finished) => {
    signInAs('agency', ['agency-manager']);
    const booking = { project: { id: 1, name: 'Spring' }, agency_name: 'Nordlicht', end_date: '2026-03-31' };
    stubApi(() =>
      ok(
        detail(3, {
          bookings: [
            { ...booking, id: 1, title: 'Motion', status: 'PENDING', start_date: '2026-03-01' },
            { ...booking, id: 2, title: 'Layout', status: 'FINISHED', start_date: '2026-02-01' },
          ],
        }),
      ),
    );
    renderScreen(
      <Routes>
        <Route path="/freelancers/:id" element={<FreelancerDetailPage />} />
      </Routes>,
      { route: '/freelancers/3', language },
    );
    const card = await screen.findByRole('region', { name: language === 'en' ? 'Bookings' : 'Buchungen' });
    expect(within(card).getByText(new RegExp(`· ${pending}$`))).toBeTruthy();
    expect(within(card).getByText(new RegExp(`· ${finished}$`))).toBeTruthy();
    expect(within(card).queryByText(/PENDING|FINISHED/)).toBeNull();
  });

  it('says so when the freelancer is not there or not visible (404)', async () => {
    signInAs('agency', ['agency-manager']);
    stubApi(() => fail(404, 'error.notFound', 'Not found'));
    renderDetail(99);
    expect(await screen.findByText('This freelancer does not exist or is not visible to you.')).toBeTruthy();
  });

  it('offers an agency user "Book", which opens a booking request with this freelancer; finance gets no such button', async () => {
    signInAs('agency', ['agency-manager']);
    stubApi(() => ok(detail(3)));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Booking request for 3: Anna3 Schmidt')).toBeTruthy();
  }, 30_000);

  it('shows no "Book" to finance', async () => {
    signInAs('admin', ['finance-user']);
    stubApi(() => ok(detail(3)));
    renderDetail();
    await screen.findAllByText(/Anna3/);
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  }, 30_000);
});
