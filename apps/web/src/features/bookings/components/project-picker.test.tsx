import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { projectListItemFixture } from '../../../test/project-fixture.ts';
import { listPage, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { type ProjectOption, ProjectPicker } from './project-picker.tsx';

function Harness() {
  const [value, setValue] = useState<ProjectOption | null>(null);
  return (
    <>
      <ProjectPicker value={value} onChange={setValue} />
      <output>{value ? `chosen ${value.id}` : 'none'}</output>
    </>
  );
}

describe('ProjectPicker', () => {
  it('searches the typed words on the server and stops searching once a project is chosen', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi((request) =>
      request.path === '/api/agency/project'
        ? listPage([
            projectListItemFixture({ id: 9, name: 'Kampagne Winterzauber' }),
            projectListItemFixture({ id: 10, name: 'Website Relaunch Alsterbank' }),
          ])
        : undefined,
    );
    renderScreen(<Harness />);
    const input = screen.getByRole('combobox', { name: /Project/ });
    await userEvent.type(input, 'Winter');
    await waitFor(() =>
      expect(requests.some((request) => request.query.getAll('keyword[]').includes('Winter'))).toBe(true),
    );
    // The server's order and choice stand: the browser filters nothing out.
    expect(await screen.findByRole('option', { name: 'Website Relaunch Alsterbank' })).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Kampagne Winterzauber' }));
    expect(screen.getByText('chosen 9')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('Kampagne Winterzauber');
    const searched = requests.filter((request) => request.path === '/api/agency/project').at(-1);
    expect(searched?.query.getAll('keyword[]')).not.toContain('Kampagne Winterzauber');
  });
});
