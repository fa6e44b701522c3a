import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectTooLongAndMalformedRefused, expectWrongLogosRefused } from '../../../test/agency-form-checks.ts';
import { agencyProfile } from '../../../test/agency-profile-fixture.ts';
import { type ApiRequest, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { EditAgencyProfilePage } from './edit-agency-profile-page.tsx';

const PROFILE = agencyProfile({
  is_booking_approval_required: true,
  website: 'nordlicht.example',
  credit_note_header: 'Nordlicht Media GmbH',
  credit_note_footer: 'Hafenstraße 1, Hamburg',
  specialities: [
    { id: 1, name: 'Corporate Design' },
    { id: 2, name: 'Kampagnen' },
  ],
  clients: [{ id: 5, client: 'Hafen AG' }],
  notification_members: [{ id: 3, email: 'mara@nordlicht.test', displayName: 'Mara Direktor', image: null }],
});
const SPECIALITIES = [
  { id: 1, name: 'Corporate Design' },
  { id: 2, name: 'Kampagnen' },
  { id: 3, name: 'Social Media' },
];
const LEA = { id: 4, email: 'lea@nordlicht.test', displayName: 'Lea Budget', image: null };

/** The agency's server: a saved profile comes back merged; an added recipient is in the next profile read. */
function server() {
  let profile = { ...PROFILE };
  return stubApi((call: ApiRequest) => {
    if (call.path === '/api/agency/specialities') return ok(SPECIALITIES);
    if (call.path === '/api/agency/clients') return ok([{ id: 5, client: 'Hafen AG' }]);
    if (call.path === '/api/agency/notification/members/add') {
      profile = { ...profile, notification_members: [...profile.notification_members, LEA] };
      return ok(LEA);
    }
    if (call.path === '/api/agency/profile' && call.method === 'PUT') {
      const body = call.body as { speciality_ids?: number[]; website?: string };
      profile = {
        ...profile,
        ...(body.website !== undefined ? { website: body.website } : {}),
        ...(body.speciality_ids
          ? { specialities: SPECIALITIES.filter((item) => body.speciality_ids?.includes(item.id)) }
          : {}),
      };
      return ok(profile);
    }
    return ok(profile);
  });
}

const saves = (calls: ApiRequest[]) => calls.filter((call) => call.method === 'PUT');
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const service = (name: string) => screen.getByRole('button', { name });

async function renderPage() {
  const calls = server();
  renderScreen(<EditAgencyProfilePage />);
  await waitFor(() => expect(field(/^Agency name/).value).toBe('Nordlicht Media'));
  await waitFor(() => expect(service('Kampagnen').getAttribute('aria-pressed')).toBe('true'));
  return calls;
}

describe('EditAgencyProfilePage', () => {
  it('starts from every saved value and sends only what changed', async () => {
    signInAs('agency', ['managing-director'], ['8']);
    const calls = await renderPage();
    expect(field(/^Website/).value).toBe('nordlicht.example');
    expect(field(/^Credit note header/).value).toBe('Nordlicht Media GmbH');
    expect(field(/^Credit note footer/).value).toBe('Hafenstraße 1, Hamburg');
    expect(service('Corporate Design').getAttribute('aria-pressed')).toBe('true');
    expect(service('Social Media').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Hafen AG')).toBeTruthy();
    expect(
      (screen.getByLabelText('Bookings need the approval of a managing director') as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByText(/replace the ones saved so far/)).toBeNull();

    await userEvent.click(service('Corporate Design'));
    await userEvent.clear(field(/^Website/));
    await userEvent.type(field(/^Website/), 'https://nordlicht.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The agency profile has been saved.')).toBeTruthy();
    expect(saves(calls).map((call) => call.body)).toEqual([
      { website: 'https://nordlicht.example', speciality_ids: [2] },
    ]);

    // The saved profile is the new start: with nothing changed there is nothing to save.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(saves(calls)).toHaveLength(1);
  });

  it('refuses empty, too long and malformed input with the specification’s messages, without saving', async () => {
    signInAs('agency', ['managing-director'], ['8']);
    const calls = await renderPage();
    const save = screen.getByRole('button', { name: 'Save' });

    await userEvent.clear(field(/^Agency name/));
    await userEvent.click(service('Corporate Design'));
    await userEvent.click(service('Kampagnen'));
    await userEvent.click(save);
    expect(await screen.findByText('Agency name is required')).toBeTruthy();
    expect(screen.getByText('At least one service should be selected')).toBeTruthy();

    await expectTooLongAndMalformedRefused(save, 'nordlicht');
    await expectWrongLogosRefused(new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(saves(calls)).toHaveLength(0);
  });

  it('lets the managing director manage the budget notification recipients of the active agency', async () => {
    signInAs('agency', ['managing-director'], ['8']);
    const calls = await renderPage();
    const panel = screen.getByRole('region', { name: 'Budget notifications' });
    expect(within(panel).getByText('Mara Direktor')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText('E-mail'), 'lea@nordlicht.test{Enter}');
    expect(await within(panel).findByText('Lea Budget')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'lea@nordlicht.test', agency_id: 8 });
    expect(calls.filter((call) => call.path === '/api/agency/profile' && call.method === 'GET')).toHaveLength(2);
    // The form kept its state while the profile was read again.
    expect(field(/^Agency name/).value).toBe('Nordlicht Media');
  });

  it('shows no recipients panel to a user without the permission', async () => {
    signInAs('agency', ['agency-manager'], ['8']);
    await renderPage();
    expect(screen.queryByRole('region', { name: 'Budget notifications' })).toBeNull();
  });
});
