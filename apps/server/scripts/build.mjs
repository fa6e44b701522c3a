#!/usr/bin/env node
// Compiles the server and the contract's TypeScript sources it imports into apps/server/dist (esbuild, one ES
// module per entry: main.js, rotate-signing-key.js). npm packages stay imports, resolved from node_modules at
// run time; migrations (drizzle/) and the web app (apps/web/dist) are found beside the server's package.json.
// `--if-needed` skips the build when dist/main.js is newer than every source (what `npm start` runs).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(serverDir, '../..');
const distDir = join(serverDir, 'dist');
const builtMain = join(distDir, 'main.js');
const sources = [
  join(serverDir, 'src'),
  join(serverDir, 'package.json'),
  fileURLToPath(import.meta.url),
  join(repoDir, 'packages/contract/src'),
  join(repoDir, 'packages/contract/package.json'),
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

if (process.argv.includes('--if-needed')) {
  const builtAt = existsSync(builtMain) ? statSync(builtMain).mtimeMs : 0;
  if (builtAt > 0 && builtAt >= Math.max(...sources.map(newestMtime))) {
    console.log('server: dist is up to date, skipping the build');
    process.exit(0);
  }
}

/** Bare imports stay imports, except the workspace's contract, which ships TypeScript sources. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@fm/contract' || args.path.startsWith('@fm/contract/') ? undefined : { external: true },
    );
  },
};

const startedAt = Date.now();
rmSync(distDir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    'rotate-signing-key': 'src/idp/rotate-signing-key.ts',
    'pglite-worker': 'src/db/pglite-worker.mjs',
  },
  outdir: distDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepPackagesExternal],
});
console.log(`server: built dist/ in ${Date.now() - startedAt} ms`);
