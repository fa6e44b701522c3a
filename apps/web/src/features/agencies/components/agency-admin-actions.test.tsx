import type { AgencyDetail } from '@fm/contract/schemas/agency';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { AgencyAdminActions } from './agency-admin-actions.tsx';

const AGENCY = {
  id: 12,
  name: 'Journey Studio',
  is_active: true,
  is_booking_freezed: false,
  is_profile_complete: true,
} as AgencyDetail;

beforeEach(() => signInAs('admin', ['admin']));

describe('AgencyAdminActions', () => {
  it('deactivates only after the confirmation, sending the target state', async () => {
    const calls = stubApi(() => ok({ id: 12, is_active: false }));
    renderScreen(<AgencyAdminActions agency={AGENCY} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Journey Studio?' });
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate Journey Studio?' });
    await userEvent.click(again.querySelector('button.MuiButton-contained') as HTMLElement);
    expect(await screen.findByText('The agency has been deactivated.')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/agency/admin/deactivate-agency/12',
      body: { is_active: false },
    });
  });

  it('freezes booking and reports a refusal', async () => {
    const calls = stubApi(() => fail(403, 'catalogue.notAllowed', 'Sorry, you are not allowed to do this action'));
    renderScreen(<AgencyAdminActions agency={AGENCY} />);
    await userEvent.click(screen.getByRole('button', { name: 'Freeze booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze booking of Journey Studio?' });
    await userEvent.click(dialog.querySelector('button.MuiButton-contained') as HTMLElement);
    expect(await screen.findByText('Error in agency booking freeze API')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/agency/booking/freeze',
      body: { agency_id: 12, is_booking_freezed: true },
    });
  });

  it('offers reactivation and unfreezing for an inactive, frozen agency, in German too', async () => {
    stubApi(() => ok({}));
    renderScreen(<AgencyAdminActions agency={{ ...AGENCY, is_active: false, is_booking_freezed: true }} />, {
      language: 'de',
    });
    expect(screen.getByRole('button', { name: 'Reaktivieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buchung freigeben' })).toBeTruthy();
  });
});
