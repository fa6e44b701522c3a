import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text.tsx';

describe('EmailText', () => {
  it('offers a line break before the @, breaks inside only where a part does not fit, and names the whole address', () => {
    const { container } = render(<EmailText email="anna.schmidt@nordlicht-media.de" />);
    const text = container.querySelector('span[title="anna.schmidt@nordlicht-media.de"]') as HTMLElement;
    expect(text.textContent).toBe('anna.schmidt@nordlicht-media.de');
    expect([...text.childNodes].map((node) => node.nodeName)).toEqual(['#text', 'WBR', '#text']);
    expect(text.lastChild?.textContent).toBe('@nordlicht-media.de');
    expect(text.style.wordBreak).toBe('normal');
    expect(text.style.overflowWrap).toBe('anywhere');
  });

  it('leaves a text without @ whole', () => {
    const { container } = render(<EmailText email="unknown" />);
    expect(container.querySelector('wbr')).toBeNull();
    expect(container.textContent).toBe('unknown');
  });
});
