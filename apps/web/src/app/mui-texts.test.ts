import { deDE } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { MUI_LOCALES } from './mui-texts.ts';

type Props = Record<string, unknown>;
const propsOf = (locale: unknown) =>
  Object.entries((locale as { components: Record<string, { defaultProps: Props }> }).components).map(
    ([component, { defaultProps }]) => [component, defaultProps] as const,
  );

/** What a text prop says: itself, or a function's answers to the calls MUI makes. */
function said(value: unknown): unknown {
  if (typeof value !== 'function') return value;
  const call = value as (...args: unknown[]) => unknown;
  const pages = ['first', 'last', 'next', 'previous'].map((type) => call(type, 3, false));
  return [
    ...pages,
    call('page', 3, false),
    call('page', 3, true),
    call({ from: 1, to: 25, count: 1234 }),
    call({ from: 1026, to: 1050, count: -1 }),
    call(1),
    call(4),
  ];
}

describe('MUI’s German texts, with the number format built at first use', () => {
  it('say what MUI’s own deDE says, for every component and prop it sets', () => {
    const ours = new Map(propsOf(MUI_LOCALES.de));
    const theirs = propsOf(deDE);
    expect([...ours.keys()].sort()).toEqual(theirs.map(([component]) => component).sort());
    for (const [component, props] of theirs) {
      const own = ours.get(component)!;
      expect(Object.keys(own).sort(), component).toEqual(Object.keys(props).sort());
      for (const [prop, value] of Object.entries(props)) {
        expect(said(own[prop]), `${component}.${prop}`).toEqual(said(value));
      }
    }
  });
});
