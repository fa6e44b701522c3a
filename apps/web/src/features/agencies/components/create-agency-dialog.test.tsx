import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { CreateAgencyDialog } from './create-agency-dialog.tsx';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => signInAs('admin', ['admin']));

describe('CreateAgencyDialog', () => {
  it('refuses empty, too long and malformed input without calling the server', async () => {
    const calls = stubApi(() => ok({}));
    renderScreen(<CreateAgencyDialog isOpen onClose={() => undefined} />);
    const submit = await screen.findByRole('button', { name: 'Create and invite' });
    await userEvent.click(submit);
    expect(await screen.findByText('Agency name is required')).toBeTruthy();
    expect(screen.getByText('E-mail of the managing director is required')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();

    await userEvent.click(field(/^Agency name/));
    await userEvent.paste('a'.repeat(101));
    await userEvent.type(field(/^Website/), 'agentur');
    await userEvent.type(field(/^E-mail of the managing director/), 'md@agentur');
    await userEvent.click(field(/^First name/));
    await userEvent.paste('n'.repeat(101));
    await userEvent.type(field(/^Last name/), '   ');
    await userEvent.click(submit);
    expect(await screen.findByText('Agency name may not be greater than 100 characters')).toBeTruthy();
    expect(screen.getByText('Invalid website')).toBeTruthy();
    expect(screen.getByText('Should be a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('First name may not be greater than 100 characters')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
