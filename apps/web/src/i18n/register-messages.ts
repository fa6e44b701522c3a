import { i18n } from './i18n.ts';

type Tree = { [key: string]: string | Tree };
export type FeatureMessages = { en: Tree; de: Tree };

/**
 * A feature's own texts, registered under its namespace key when the feature's module loads (so lazily
 * loaded pages bring their translations with them, docs/product.md §3). Use: `registerMessages('projects', { en, de })`
 * at the top of features/<feature>/messages.ts, then `t('projects.title')`.
 */
export function registerMessages(namespace: string, messages: FeatureMessages) {
  i18n.addResourceBundle('en', 'translation', { [namespace]: messages.en }, true, true);
  i18n.addResourceBundle('de', 'translation', { [namespace]: messages.de }, true, true);
}
