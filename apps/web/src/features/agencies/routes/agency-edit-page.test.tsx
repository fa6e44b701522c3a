import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { agencyDetail } from '../../../test/agency-detail-fixture.ts';
import { expectTooLongAndMalformedRefused, expectWrongLogosRefused } from '../../../test/agency-form-checks.ts';
import { type ApiRequest, fail, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { AgencyEditPage } from './agency-edit-page.tsx';

const AGENCY = agencyDetail({
  id: 12,
  name: 'Journey Studio',
  website: 'journey.example',
  is_maconomy_data_exchange_required: true,
  credit_note_header: 'Kopf',
  credit_note_footer: 'Fuß',
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const updates = (calls: ApiRequest[]) => calls.filter((call) => call.method === 'PUT');

async function renderPage(onUpdate: (call: ApiRequest) => Response = () => ok(AGENCY)) {
  const calls = stubApi((call) => (call.method === 'PUT' ? onUpdate(call) : ok(AGENCY)));
  renderScreen(<AgencyEditPage />, { route: '/agencies/12/edit', path: '/agencies/:id/edit' });
  await waitFor(() => expect(field(/^Agency name/).value).toBe('Journey Studio'));
  return calls;
}

beforeEach(() => signInAs('admin', ['admin']));

describe('AgencyEditPage', () => {
  it('starts from the saved values', async () => {
    await renderPage();
    expect(field(/^Website/).value).toBe('journey.example');
    expect(field(/^Credit note header/).value).toBe('Kopf');
    expect(field(/^Credit note footer/).value).toBe('Fuß');
    expect(
      (screen.getByLabelText('Exchange data with the project-accounting system') as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('refuses empty, too long and malformed input and a wrong logo without calling the server', async () => {
    const calls = await renderPage();
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.clear(field(/^Agency name/));
    await userEvent.click(save);
    expect(await screen.findByText('Agency name is required')).toBeTruthy();

    await expectTooLongAndMalformedRefused(save, 'journey example');
    await expectWrongLogosRefused(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(updates(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal of a field at that field and stays on the page', async () => {
    const calls = await renderPage(() =>
      fail(400, 'error.validation', 'Invalid input', { name: ['Nordlicht Media already exists.'] }),
    );
    await userEvent.clear(field(/^Agency name/));
    await userEvent.type(field(/^Agency name/), 'Nordlicht Media');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nordlicht Media already exists.')).toBeTruthy();
    expect(updates(calls)).toHaveLength(1);
    expect(screen.queryByText('left the page')).toBeNull();
  });
});
