import type { AgencyMember } from '@fm/contract/schemas/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agencyMember } from '../../../test/agency-detail-fixture.ts';
import { agencyProfile } from '../../../test/agency-profile-fixture.ts';
import { projectDetailFixture } from '../../../test/project-fixture.ts';
import { fail, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { ProjectDetailPage } from './project-detail-page.tsx';

const project = projectDetailFixture({
  allocations: [
    { id: 5, number: '4711-01', name: 'Kreation', is_active: true },
    { id: 6, number: '4711-02', name: 'Druck', is_active: true },
  ],
  booking_count: 0,
});
const member = (id: number, first_name: string, role: AgencyMember['role']) =>
  agencyMember({ id, first_name, last_name: 'Muster', email: `${first_name}@example.test`, role });

describe('ProjectDetailPage', () => {
  it('lets a manager change name, owner and an allocation and shows the status once', async () => {
    signInAs('agency', ['managing-director']);
    const calls = stubApi((call) => {
      if (call.path === '/api/agency/project' && call.method === 'PUT')
        return ok({ ...project, name: 'Winterzauber 2' });
      if (call.path === '/api/agency/project') return ok(project);
      if (call.path === '/api/agency/user/agency/members')
        return ok([member(7, 'Andreas', 'agency-manager'), member(8, 'Bea', 'agency-manager')]);
      if (call.path === '/api/agency/profile') return ok(agencyProfile({ is_maconomy_data_exchange_required: false }));
      return ok([]);
    });
    renderScreen(<ProjectDetailPage />, { route: '/projects/9', path: '/projects/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampagne Winterzauber' })).toBeTruthy();
    expect(screen.getAllByText('Ongoing')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const name = within(dialog).getByLabelText(/^Project name/) as HTMLInputElement;
    expect(name.value).toBe('Kampagne Winterzauber');
    await userEvent.clear(name);
    await userEvent.type(name, 'Winterzauber 2');
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Owner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bea Muster' }));
    await userEvent.click(within(dialog).getAllByLabelText('Active')[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      id: 9,
      name: 'Winterzauber 2',
      client_id: 2,
      due_date: '2027-03-31',
      owner_id: 8,
      allocations: [
        { number: '4711-01', name: 'Kreation', is_active: true },
        { number: '4711-02', name: 'Druck', is_active: false },
      ],
    });
    expect(calls.find((call) => call.method === 'PUT')?.body).not.toHaveProperty('image');
    expect(await screen.findByText('The project has been saved.')).toBeTruthy();
  });

  it('shows a viewer without the right the status as a chip and no edit', async () => {
    signInAs('finance', ['finance-user']);
    stubApi(() => ok(project));
    renderScreen(<ProjectDetailPage />, { route: '/projects/9', path: '/projects/:id' });
    expect(await screen.findByText('Ongoing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('tells an admin the project is not there, without asking to switch agency', async () => {
    signInAs('admin', ['admin']);
    stubApi(() => fail(404, 'error.notFound', 'Not found'));
    renderScreen(<ProjectDetailPage />, { route: '/projects/99999', path: '/projects/:id' });
    expect(await screen.findByText('This project does not exist or you may not see it.')).toBeTruthy();
    expect(screen.queryByText(/switch/i)).toBeNull();
  });
});
