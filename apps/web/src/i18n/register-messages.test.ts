import { expect, test } from 'vitest';
import { i18n } from './i18n.ts';
import { registerMessages } from './register-messages.ts';

test('a feature registers its texts in both languages under its namespace', () => {
  registerMessages('example', { en: { title: 'Projects of {{name}}' }, de: { title: 'Projekte von {{name}}' } });
  expect(i18n.t('example.title', { lng: 'en', name: 'Nordlicht' })).toBe('Projects of Nordlicht');
  expect(i18n.t('example.title', { lng: 'de', name: 'Nordlicht' })).toBe('Projekte von Nordlicht');
});
