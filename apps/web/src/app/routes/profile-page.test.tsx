import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agencyProfile } from '../../test/agency-profile-fixture.ts';
import { completeProfile } from '../../test/freelancer-profile-fixture.ts';
import { type ApiRequest, fail, listPage, ok, renderScreen, signInAs, stubApi } from '../../test/screen.tsx';
import { ProfilePage } from './profile-page.tsx';

const AGENCY = agencyProfile({
  name: 'Südwind Digital',
  website: 'https://suedwind.example',
  confirmed_booking_count: 3,
  pending_booking_count: 1,
  completed_booking_count: 2,
  user: {
    id: 5,
    email: 'md@demo.test',
    first_name: 'Mia',
    last_name: 'Muster',
    role: 'managing-director',
    image_url: null,
  },
  memberships: [],
});
const MEMBER = {
  id: 6,
  first_name: 'Arne',
  last_name: 'Albers',
  email: 'am@demo.test',
  role: 'agency-manager',
  is_active: true,
  image_url: null,
  is_on_vacation: true,
};

/** A managing director's profile page: the agency, its members and an empty activity log. */
function agencyAnswer(call: ApiRequest, members: unknown[]) {
  if (call.path === '/api/activity/activitylog') return listPage([]);
  return call.path.endsWith('/members') ? ok(members) : ok(AGENCY);
}

describe('ProfilePage', () => {
  it('shows a managing director the agency, its team and the invite and edit actions', async () => {
    signInAs('agency', ['managing-director'], ['8']);
    stubApi((call) => agencyAnswer(call, [MEMBER]));
    renderScreen(<ProfilePage />);
    expect(await screen.findByText('Südwind Digital')).toBeTruthy();
    expect(screen.getByText(/3 confirmed, 1 pending, 2 completed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit agency profile' }).getAttribute('href')).toBe('/edit-agency-profile');
    expect(screen.getByRole('button', { name: 'Invite a colleague' })).toBeTruthy();
    expect(await screen.findByText('Arne Albers')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Show team' }));
    expect(await screen.findByRole('dialog', { name: 'Team' })).toBeTruthy();
    expect(screen.getByText('On vacation')).toBeTruthy();
  });

  it('lets a managing director change a colleague’s role and shows a refusal (pending approvals)', async () => {
    signInAs('agency', ['managing-director'], ['8']);
    const calls = stubApi((call) => {
      if (call.path.endsWith('/role/switch'))
        return fail(
          400,
          'catalogue.pendingBookings',
          'The role cannot be changed because booking approvals are pending.',
        );
      return agencyAnswer(call, [{ ...MEMBER, role: 'managing-director' }]);
    });
    renderScreen(<ProfilePage />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of Arne' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Account manager' }));
    expect(await screen.findByText('The role cannot be changed because booking approvals are pending.')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/role/switch'))?.body).toEqual({
      user_id: 6,
      role: 'agency-manager',
    });
  });

  it('refuses an empty or wrong e-mail in the colleague invitation without sending it', async () => {
    signInAs('agency', ['managing-director'], ['8']);
    const calls = stubApi((call) => agencyAnswer(call, [MEMBER]));
    renderScreen(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    await userEvent.click(send);
    expect(await within(dialog).findByText('E-mail is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'arne@demo');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Should be a valid e-mail address')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('gives an account manager no agency edit and no colleague invitation', async () => {
    signInAs('agency', ['agency-manager'], ['8']);
    stubApi((call) => (call.path.endsWith('/members') ? ok([]) : ok(AGENCY)));
    renderScreen(<ProfilePage />);
    expect(await screen.findByText('Südwind Digital')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit agency profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite a colleague' })).toBeNull();
  });

  it('shows a freelancer a summary with the way to the profile edit, and the support dialog', async () => {
    signInAs('freelancer', ['freelancer']);
    stubApi(() =>
      ok(
        completeProfile({
          first_name: 'Fynn',
          last_name: 'Frei',
          rate: 640,
          hourly_rate: 80,
          vendor_number: null,
          skills: [{ id: 1, name: 'Motion Design' }],
        }),
      ),
    );
    renderScreen(<ProfilePage />);
    expect(await screen.findByText('Motion Design')).toBeTruthy();
    expect(screen.getByText('Day rate: 640 €')).toBeTruthy();
    expect(screen.getByText('Vendor number: not set')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/edit-profile');
    await userEvent.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(await screen.findByRole('dialog', { name: 'Support' })).toBeTruthy();
  });
});
