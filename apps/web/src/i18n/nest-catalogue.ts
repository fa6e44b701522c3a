import type { Language } from '@fm/contract/enums';

export type Tree = { [key: string]: string | string[] | Tree };
export type CatalogueTexts = Record<string, { en: string; de: string }>;

/** The contract's `{name}` placeholders become i18next's `{{name}}`. */
const toI18nextPlaceholders = (text: string) => text.replace(/(?<!\{)\{(\w+)\}(?!\})/g, '{{$1}}');

/** 'error.unknown' → { error: { unknown } }, so that t('error.unknown') finds contract keys as they are. */
export function nestCatalogue(texts: CatalogueTexts, language: Language): Tree {
  const tree: Tree = {};
  for (const [key, text] of Object.entries(texts)) {
    const path = key.split('.');
    let node = tree;
    for (const part of path.slice(0, -1)) {
      const child = node[part];
      if (typeof child !== 'object' || Array.isArray(child)) node[part] = {};
      node = node[part] as Tree;
    }
    node[path.at(-1) as string] = toI18nextPlaceholders(text[language] ?? text.en);
  }
  return tree;
}
