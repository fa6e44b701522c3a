#!/usr/bin/env node
// Builds the web app (vite build) only when apps/web/dist/index.html is missing or older than the newest
// source file under apps/web/src, apps/web/index.html and login.html, the build's config and scripts (the first-download
// budgets live there) or packages/contract/src. Run by the root `npm start`. The build fails when the login page's or
// the dashboard's first download is above its budget (vite.config.ts); it then leaves no index.html, so the next run
// builds again.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(webDir, '../..');
const builtIndex = join(webDir, 'dist', 'index.html');
const sources = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'login.html'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'scripts'),
  join(repoDir, 'packages/contract/src'),
];

/** Newest modification time (ms) of a file or of any file below a directory. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newestMtime));
if (builtAt > 0 && builtAt >= sourcesAt) {
  console.log('web: dist is up to date, skipping vite build');
  process.exit(0);
}

const viteBin = join(
  dirname(createRequire(join(webDir, 'package.json')).resolve('vite/package.json')),
  'bin',
  'vite.js',
);
console.log(builtAt ? 'web: sources changed, running vite build' : 'web: no build found, running vite build');
// Always a production build: run from a test runner (the browser tests' set-up) NODE_ENV is 'test', with which Vite
// would bundle React's development build, and `npm start` would later serve that dist as it is.
const result = spawnSync(process.execPath, [viteBin, 'build'], {
  cwd: webDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (result.error) console.error(result.error);
process.exit(result.status ?? 1);
