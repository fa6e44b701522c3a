import { agencyDetailGet } from '@fm/contract/endpoints/agencies';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../api/client.ts';
import { agencyDetail } from '../../test/agency-detail-fixture.ts';
import { type ApiRequest, fail, ok, renderScreen, signInAs, stubApi } from '../../test/screen.tsx';
import { BudgetNotificationMembersPanel } from './budget-notification-members-panel.tsx';

const KEY = ['agency', 'detail', 7] as const;
const NO_ACCOUNT = 'No user account was found for this e-mail address.';
type Member = { id: number; email: string; displayName: string; image: string | null };
/** An agency detail as the server sends it; the panel reads its notification_members. */
const AGENCY = agencyDetail({ id: 7, name: 'Studio' });

/** The panel fed by a real query, so that an invalidation reads the list again from the mocked server. */
function Harness() {
  const detail = useQuery({ queryKey: KEY, queryFn: () => callEndpoint(agencyDetailGet, { params: { id: 7 } }) });
  if (!detail.data) return null;
  return <BudgetNotificationMembersPanel agencyId={7} members={detail.data.notification_members} listKey={KEY} />;
}

/** A server holding the agency's recipients; only users of the agency (USERS) can be added. */
function server(initial: Member[]) {
  const members = [...initial];
  const USERS: Record<string, Member> = {
    'lea@studio.test': { id: 30, email: 'lea@studio.test', displayName: 'Lea Budget', image: null },
  };
  const calls = stubApi((call: ApiRequest) => {
    if (call.method === 'POST') {
      const { email } = call.body as { email: string };
      const user = USERS[email];
      if (!user) return fail(400, 'catalogue.noAccountForEmail', NO_ACCOUNT, { email: [NO_ACCOUNT] });
      members.push(user);
      return ok(user);
    }
    if (call.method === 'DELETE') {
      const id = Number(call.path.split('/').at(-1));
      members.splice(
        members.findIndex((member) => member.id === id),
        1,
      );
      return ok({ id });
    }
    return ok({ ...AGENCY, notification_members: members });
  });
  return calls;
}

const writes = (calls: ApiRequest[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => signInAs('admin', ['admin']));

describe('BudgetNotificationMembersPanel', () => {
  it('shows the empty state, adds a recipient on Enter and lists them after reading the agency again', async () => {
    const calls = server([]);
    renderScreen(<Harness />);
    expect(await screen.findByRole('heading', { name: 'Budget notifications' })).toBeTruthy();
    expect(screen.getByText('No recipients yet')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('E-mail'), '  Lea@Studio.test {Enter}');
    const list = await screen.findByRole('list', { name: 'Recipients of budget notifications' });
    expect(within(list).getByText('Lea Budget')).toBeTruthy();
    expect(within(list).getByText('lea@studio.test')).toBeTruthy();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/agency/notification/members/add',
        body: { email: 'lea@studio.test', agency_id: 7 },
      }),
    ]);
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(await screen.findByText('Lea Budget now receives budget notifications.')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it('refuses an empty, malformed, too long or already listed e-mail without calling the server', async () => {
    const calls = server([{ id: 3, email: 'mara@studio.test', displayName: 'Mara Direktor', image: null }]);
    renderScreen(<Harness />);
    const email = await screen.findByLabelText('E-mail');
    const add = screen.getByRole('button', { name: 'Add' });

    await userEvent.click(add);
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    await userEvent.type(email, 'mara@studio');
    await userEvent.click(add);
    expect(await screen.findByText('Should be a valid e-mail address')).toBeTruthy();
    await userEvent.clear(email);
    await userEvent.click(email);
    await userEvent.paste(`${'a'.repeat(250)}@x.de`);
    await userEvent.click(add);
    expect(await screen.findByText('E-mail may not be greater than 254 characters')).toBeTruthy();
    await userEvent.clear(email);
    await userEvent.type(email, 'MARA@studio.test');
    await userEvent.click(add);
    expect(await screen.findByText('mara@studio.test already receives budget notifications.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);
  });

  it('shows the server’s answer for an e-mail without an account of the agency at the field', async () => {
    const calls = server([]);
    renderScreen(<Harness />);
    const email = await screen.findByLabelText('E-mail');
    await userEvent.type(email, 'fremd@other.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(NO_ACCOUNT)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((email as HTMLInputElement).value).toBe('fremd@other.test');
    expect(writes(calls)).toHaveLength(1);
    expect(screen.getByText('No recipients yet')).toBeTruthy();
  });

  it('removes a recipient only after the confirmation', async () => {
    const calls = server([
      { id: 3, email: 'mara@studio.test', displayName: 'Mara Direktor', image: null },
      { id: 4, email: 'tom@studio.test', displayName: '', image: null },
    ]);
    renderScreen(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Mara Direktor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Mara Direktor from the budget notifications?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Mara Direktor' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Mara Direktor')).toBeNull());
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/agency/notification/members/remove/3' }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A recipient without a name is shown by their e-mail.
    expect(screen.getByRole('button', { name: 'Remove tom@studio.test' })).toBeTruthy();
    expect(await screen.findByText('Mara Direktor no longer receives budget notifications.')).toBeTruthy();
  });

  it('speaks German', async () => {
    server([]);
    renderScreen(<Harness />, { language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Budget-Benachrichtigungen' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'kein-at');
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
  });
});
