import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeProfile } from '../../../test/freelancer-profile-fixture.ts';
import { ok, renderScreen, stubApi } from '../../../test/screen.tsx';
import { CreditMemoProcedure } from './credit-memo-procedure.tsx';

describe('CreditMemoProcedure', () => {
  it('lets the freelancer read and accept the procedure once', async () => {
    let isAccepted = false;
    const requests = stubApi(({ method }) => {
      if (method === 'PUT') isAccepted = true;
      return ok(completeProfile({ has_accepted_credit_memo_procedure: isAccepted }));
    });
    renderScreen(<CreditMemoProcedure />, { language: 'de' });

    expect(await screen.findByRole('heading', { name: 'Wer das Dokument ausstellt' })).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Ich stimme dem Gutschriftverfahren zu' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ich stimme dem Gutschriftverfahren zu' }));
    fireEvent.click(accept);

    expect(await screen.findByText('Vielen Dank. Sie haben dem Gutschriftverfahren zugestimmt.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      has_accepted_credit_memo_procedure: true,
    });
  });

  it('shows that it was accepted before', async () => {
    stubApi(() => ok(completeProfile({ has_accepted_credit_memo_procedure: true })));
    renderScreen(<CreditMemoProcedure />);
    expect(await screen.findByText('You have accepted the credit memo procedure.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
