import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { agencyProfile } from '../../../test/agency-profile-fixture.ts';
import { projectListItemFixture } from '../../../test/project-fixture.ts';
import { listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { ProjectDetailPage } from './project-detail-page.tsx';
import { ProjectsPage } from './projects-page.tsx';

const project = projectListItemFixture();

describe('ProjectsPage', () => {
  it('lists ongoing projects, bookmarks one and offers the create dialog with the accounting link', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi((request) => {
      if (request.path === '/api/agency/project') return listPage([project]);
      if (request.path === '/api/agency/project/bookmark/add') return ok({ id: 1, project_id: 9 });
      if (request.path === '/api/agency/profile')
        return ok(agencyProfile({ is_maconomy_data_exchange_required: true }));
      if (request.path === '/api/agency/project/maconomy') return ok([]);
      if (request.path === '/api/agency/clients') return ok([]);
    });
    renderScreen(<ProjectsPage />);
    expect(await screen.findByRole('heading', { name: 'Kampagne Winterzauber' })).toBeTruthy();
    expect(screen.getByText('Due 31.03.2027')).toBeTruthy();
    const first = requests.find((request) => request.path === '/api/agency/project');
    expect(first?.query.getAll('status[]')).toEqual(['ONGOING']);

    fireEvent.click(screen.getByRole('button', { name: 'Bookmark Kampagne Winterzauber' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('bookmark/add'))?.body).toEqual({ project_id: 9 }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    expect(await within(dialog).findByRole('combobox', { name: /Accounting project/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('Project name is required')).toBeTruthy();
    expect(within(dialog).getByText('Client is required')).toBeTruthy();
    expect(within(dialog).getByText('Due date is required')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/agency/project')).toBe(false);
  }, 30_000);

  it('explains a project of another agency in German, with the switch-agency hint', async () => {
    signInAs('agency', ['agency-manager']);
    stubApi(() => undefined);
    renderScreen(
      <Routes>
        <Route path="/projects/:id" element={<ProjectDetailPage />} />
      </Routes>,
      { route: '/projects/999', language: 'de' },
    );
    expect(
      await screen.findByText(
        'Dieses Projekt existiert nicht oder gehört nicht zu Ihrer Agentur. Bitte wechseln Sie zur richtigen Agentur.',
      ),
    ).toBeTruthy();
  }, 30_000);

  it('shows a project with its allocations and bookings and changes its status', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi((request) => {
      if (request.path === '/api/agency/project')
        return ok({
          ...project,
          description: null,
          commissioned: 1080,
          cleared: 0,
          bookings: [
            {
              id: 42,
              title: 'Art Direction Winter',
              booking_code: 'BK-1',
              status: 'PENDING',
              start_date: '2027-01-11',
              end_date: '2027-01-29',
              freelancer: { id: 3, first_name: 'Lena', last_name: 'Fischer' },
              total_cost: 1080,
            },
          ],
        });
      if (request.path === '/api/agency/project/status/update') return ok({ id: 9, status: 'PAUSED' });
    });
    renderScreen(
      <Routes>
        <Route path="/projects/:id" element={<ProjectDetailPage />} />
      </Routes>,
      { route: '/projects/9' },
    );
    expect(await screen.findByRole('link', { name: 'Art Direction Winter' })).toBeTruthy();
    expect(screen.getByText('4711-01 · Kreation (active)')).toBeTruthy();
    expect(screen.getByText('Awaiting approval')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book a freelancer' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paused' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('status/update'))?.body).toEqual({
        id: 9,
        status: 'PAUSED',
      }),
    );
  }, 30_000);
});
