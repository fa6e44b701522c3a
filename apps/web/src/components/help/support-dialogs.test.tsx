import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/screen.tsx';
import { FeedbackDialog, feedbackMailto } from './support-dialogs.tsx';

describe('FeedbackDialog', () => {
  it('refuses an empty, blank or too long message with the specification’s messages and stays open', async () => {
    const onClose = vi.fn();
    const before = window.location.href;
    renderScreen(<FeedbackDialog isOpen onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Feedback' });
    const message = within(dialog).getByLabelText(/^Your feedback/);
    const send = within(dialog).getByRole('button', { name: 'Send feedback' });

    await userEvent.click(send);
    expect(await within(dialog).findByText('Your feedback is required')).toBeTruthy();
    await userEvent.type(message, '   ');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Your feedback is required')).toBeTruthy();
    await userEvent.clear(message);
    await userEvent.click(message);
    await userEvent.paste('f'.repeat(1001));
    await userEvent.click(send);
    expect(await within(dialog).findByText('Your feedback may not be greater than 1000 characters')).toBeTruthy();

    expect(onClose).not.toHaveBeenCalled();
    expect(window.location.href).toBe(before);
  });

  it('addresses the checked message to support', () => {
    expect(feedbackMailto('Feedback (Idea)', 'Mehr Filter & Export')).toBe(
      'mailto:support@marketplace.example?subject=Feedback%20(Idea)&body=Mehr%20Filter%20%26%20Export',
    );
  });
});
