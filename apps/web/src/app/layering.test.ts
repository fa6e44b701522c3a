/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The web app's imports flow one way: shared code (api, components, ui, hooks, lib, stores, i18n, test) →
 * features → app. No feature imports another, and shared code imports no feature. Biome's noRestrictedImports
 * (biome.json overrides) reports a violation in the editor and in `npm run lint`; its relative patterns are
 * written per folder depth, so this test reads every import as well and holds the depth those patterns assume.
 */

const SRC = path.resolve(__dirname, '..');
const SHARED = ['api', 'components', 'ui', 'hooks', 'lib', 'stores', 'i18n', 'test'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Top folder under src/ (and the feature name under features/) of a file. */
function placeOf(file: string): { top: string; feature: string | null } {
  const [top = '', feature = null] = path.relative(SRC, file).split(path.sep);
  return { top, feature: top === 'features' ? feature : null };
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]/g),
  ]
    .map((match) => match[1] ?? match[2]!)
    .map((target) => path.resolve(path.dirname(file), target));
}

const violations = (isWrong: (from: ReturnType<typeof placeOf>, to: ReturnType<typeof placeOf>) => boolean) =>
  sourceFiles(SRC).flatMap((file) =>
    importsOf(file)
      .filter((target) => isWrong(placeOf(file), placeOf(target)))
      .map((target) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`),
  );

describe('layering of the web app', () => {
  test('finds the imports it checks (the check itself works)', () => {
    expect(importsOf(path.join(SRC, 'app', 'router.tsx')).some((target) => target.includes('features'))).toBe(true);
  });

  test('feature files sit at most one folder deep inside their feature (the depth the lint patterns cover)', () => {
    const tooDeep = sourceFiles(path.join(SRC, 'features'))
      .map((file) => path.relative(SRC, file))
      .filter((file) => file.split(path.sep).length > 4);
    expect(tooDeep).toEqual([]);
  });

  test('no feature imports another feature', () => {
    expect(
      violations((from, to) => from.feature !== null && to.feature !== null && from.feature !== to.feature),
    ).toEqual([]);
  });

  test('shared code imports no feature and no app page', () => {
    expect(violations((from, to) => SHARED.includes(from.top) && (to.top === 'features' || to.top === 'app'))).toEqual(
      [],
    );
  });
});
