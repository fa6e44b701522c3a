// What a first visit of a route downloads before it can render: for a page of the app, the app's entry chunk, every
// chunk it imports statically, the route's own lazy chunk with its static imports, and their CSS; for a page with
// an HTML entry of its own (login.html), that entry's chunks and CSS, each gzip-compressed (level 9,
// as the server's gzip is at most; brotli is smaller still). Reads the Vite manifest of a build (build.manifest).
// Used by the build's budget check (vite.config.ts) and by bench/web-size.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The login page, an HTML entry of its own (decision 038): its first download is held to LOGIN_BUDGET_KB by every build. */
export const LOGIN_ROUTE = 'login.html';

/** The app's entry, which every other route loads first. */
const APP_ENTRY = 'index.html';

/**
 * The dashboard, the first page after signing in: the app's entry with the signed-in shell (session guard and
 * providers, top bar and navigation), which main.tsx starts loading beside the page's own chunk. Its widgets
 * load after the welcome has painted and are not counted.
 */
export const DASHBOARD_ROUTE = [
  'src/app/guards/signed-in-root.tsx',
  'src/app/layout/app-layout.tsx',
  'src/app/routes/dashboard-page.tsx',
];
export const DASHBOARD_BUDGET_KB = 295;

/**
 * The goal of the issue "Lists that stay fast at a large group's scale" is 170 KB; the build enforces the size
 * reached so far (a ratchet, lowered with each reduction; bench/results/web-size.md says what remains and why).
 */
export const LOGIN_GOAL_KB = 170;
export const LOGIN_BUDGET_KB = 110;

/**
 * Per file (JS or CSS) of a route's first download, with its gzip size in bytes, largest first, and the totals.
 * `distDir` is the build's output directory (holding `.vite/manifest.json`); `route` is an HTML entry or a page's
 * module, or a list of modules loaded together (DASHBOARD_ROUTE).
 */
export function measureRoute(distDir, route) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const addClosure = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) addClosure(imported);
  };
  const modules = typeof route === 'string' ? [route] : route;
  if (!manifest[modules[0]]?.isEntry) addClosure(APP_ENTRY);
  for (const module of modules) addClosure(module);
  const sizes = [...files]
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (isCss) =>
    sizes.filter(({ file }) => file.endsWith('.css') === isCss).reduce((total, { gzipBytes }) => total + gzipBytes, 0);
  const jsBytes = sum(false);
  const cssBytes = sum(true);
  return { route, files: sizes, jsBytes, cssBytes, totalKb: (jsBytes + cssBytes) / 1024 };
}

/** One line per route, as bench/web-size.mjs and the build print it. */
export function describeRouteSize({ route, files, jsBytes, cssBytes, totalKb }, budgetKb) {
  const isOver = totalKb > budgetKb;
  const name = typeof route === 'string' ? route : `${route.at(-1)} with ${route.slice(0, -1).join(', ')}`;
  return `${name}: ${files.length} files, JS ${(jsBytes / 1024).toFixed(1)} KB + CSS ${(cssBytes / 1024).toFixed(1)} KB gzip = ${totalKb.toFixed(1)} KB (budget ${budgetKb} KB${isOver ? ', OVER' : ''})`;
}
