import { rmSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { describeRouteSize, LOGIN_BUDGET_KB, LOGIN_ROUTE, measureRoute } from './scripts/route-size.mjs';

/**
 * Every build (`npm start`, `npm run build:web`, the browser tests) fails when /login's first download grows
 * above its budget, so the size cannot creep back unnoticed (scripts/route-size.mjs says what counts).
 */
function loginBudget(): Plugin {
  let outDir = 'dist';
  let isProduction = true;
  return {
    name: 'fm-login-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isProduction = config.isProduction;
    },
    closeBundle() {
      // With NODE_ENV other than production (a build started from a test runner) React's development build is
      // bundled, which says nothing about what users download; scripts/build-if-needed.mjs always builds for production.
      if (!isProduction) {
        console.log('login page budget: not checked, this is not a production build (NODE_ENV is not production)');
        return;
      }
      const size = measureRoute(outDir, LOGIN_ROUTE);
      const line = describeRouteSize(size, LOGIN_BUDGET_KB);
      if (size.totalKb > LOGIN_BUDGET_KB) {
        // Without index.html the next `build-if-needed` builds (and fails) again instead of serving this build.
        rmSync(path.join(outDir, 'index.html'), { force: true });
        throw new Error(`login page above its first-download budget: ${line}`);
      }
      console.log(line);
    },
  };
}

/** Modules of the named packages (module ids use forward slashes on every platform). */
const PACKAGE = (names: string) => new RegExp(`/node_modules/(${names})/`);

/**
 * What every page runs, in two chunks instead of some thirty small shared ones: React, the router, emotion, i18next
 * and zustand; MUI's styling system, theme and the components of every page's frame. Fewer requests reach the first
 * render sooner on a slow connection (Lighthouse mobile: FCP 2.7-2.9 s instead of 3.2-3.3 s), compress better
 * together (/login 221.5 to 213.5 KB gzip), and stay cached across releases that change only the app.
 */
const SHARED_CHUNK_GROUPS = [
  {
    name: 'framework',
    test: PACKAGE('react|react-dom|scheduler|react-router|@emotion/[^/]+|stylis|i18next|react-i18next|zustand'),
  },
  {
    name: 'mui-core',
    test: PACKAGE(
      '@mui/(system|styled-engine|utils|private-theming|material/(styles|utils|ButtonBase|Typography|Box|Paper|Button|CssBaseline|AppBar|Toolbar|Container|Link|Stack|IconButton|CircularProgress|LinearProgress))',
    ),
  },
];

export default defineConfig({
  plugins: [react(), loginBudget()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/idp': 'http://localhost:3000' },
  },
  // The manifest lists each chunk's static imports: bench/web-size.mjs sums what a route loads first from it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: SHARED_CHUNK_GROUPS } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Rendering a whole page in jsdom takes seconds on a loaded 2-core machine while the server suites run beside
    // it; the default 5 s failed a passing screen test there. Waits inside tests stay bounded by findBy* timeouts.
    testTimeout: 20_000,
  },
});
