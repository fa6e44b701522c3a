import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import {
  DASHBOARD_BUDGET_KB,
  DASHBOARD_ROUTE,
  describeRouteSize,
  LOGIN_BUDGET_KB,
  LOGIN_ROUTE,
  measureRoute,
} from './scripts/route-size.mjs';
import { APP_FILES_META } from './src/app/sign-in-entry/prefetch-the-app.ts';

/** The first downloads every build holds to a budget: /login's, and the dashboard's after signing in. */
const BUDGETS = [
  { name: 'login page', route: LOGIN_ROUTE, budgetKb: LOGIN_BUDGET_KB },
  { name: 'dashboard', route: DASHBOARD_ROUTE, budgetKb: DASHBOARD_BUDGET_KB },
];

/**
 * Every build (`npm start`, `npm run build:web`, the browser tests) fails when /login's or the dashboard's first
 * download grows above its budget, so the size cannot creep back unnoticed (scripts/route-size.mjs says what counts).
 */
function firstDownloadBudgets(): Plugin {
  let outDir = 'dist';
  let isProduction = true;
  return {
    name: 'fm-first-download-budgets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isProduction = config.isProduction;
    },
    closeBundle() {
      // With NODE_ENV other than production (a build started from a test runner) React's development build is
      // bundled, which says nothing about what users download; scripts/build-if-needed.mjs always builds for production.
      if (!isProduction) {
        console.log('first-download budgets: not checked, this is not a production build (NODE_ENV is not production)');
        return;
      }
      for (const { name, route, budgetKb } of BUDGETS) {
        const size = measureRoute(outDir, route);
        const line = describeRouteSize(size, budgetKb);
        if (size.totalKb > budgetKb) {
          // Without index.html the next `build-if-needed` builds (and fails) again instead of serving this build.
          rmSync(path.join(outDir, 'index.html'), { force: true });
          throw new Error(`${name} above its first-download budget: ${line}`);
        }
        console.log(line);
      }
    },
  };
}

/** The app's mark as the favicon: an indigo tile with an F (inline, so that no request is spent on it). */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%233949ab'/%3E%3Cpath d='M20 46V18h24v6H27v6h14v6H27v10z' fill='%23fff'/%3E%3C/svg%3E";

/** What both HTML entries (index.html, the app; login.html, the sign-in page) carry, written once. */
const SHARED_HTML_TAGS: HtmlTagDescriptor[] = [
  {
    tag: 'meta',
    attrs: {
      name: 'description',
      content:
        'Freelancer Marketplace: agencies book freelancers for their projects. Freelancer-Marktplatz: Agenturen buchen Freelancer für ihre Projekte.',
    },
    injectTo: 'head',
  },
  { tag: 'meta', attrs: { name: 'color-scheme', content: 'light dark' }, injectTo: 'head' },
  { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: FAVICON }, injectTo: 'head' },
  { tag: 'title', children: 'Freelancer Marketplace · Freelancer-Marktplatz', injectTo: 'head' },
  {
    tag: 'noscript',
    children: [
      { tag: 'p', attrs: { lang: 'en' }, children: 'Please enable JavaScript to use the Freelancer Marketplace.' },
      {
        tag: 'p',
        attrs: { lang: 'de' },
        children: 'Bitte aktivieren Sie JavaScript, um den Freelancer-Marktplatz zu nutzen.',
      },
    ],
    injectTo: 'body-prepend',
  },
];

function sharedHtml(): Plugin {
  return { name: 'fm-shared-html', transformIndexHtml: () => SHARED_HTML_TAGS };
}

/** Files the server sends compressed: scripts, styles and images drawn as text. */
const COMPRESSIBLE = /\.(js|css|svg)$/;

/**
 * Every hashed asset also as `.br` (brotli at its best quality, 11) and `.gz` (gzip 9), which the server sends as
 * they are (@fastify/static `preCompressed`): a build can afford the quality that compressing per request cannot
 * (the server's brotli runs at 4), which makes the sign-in page's React chunk 14 % smaller on the wire.
 */
function precompressAssets(): Plugin {
  let assetsDir = 'dist/assets';
  return {
    name: 'fm-precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(assetsDir).filter((file) => COMPRESSIBLE.test(file))) {
        const file = path.join(assetsDir, name);
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The app's files that the sign-in page does not share: the closure of the app's entry (its static imports: router,
 * emotion, MUI's core, the API client) less that of login.html's.
 */
function appOnlyFiles(bundle: Rolldown.OutputBundle): string[] {
  const signInFiles = chunkClosure(bundle, 'login');
  return [...chunkClosure(bundle, 'app')].filter((file) => !signInFiles.has(file));
}

/** The files of an entry's chunk and of every chunk it imports: statically, and with `isDynamicToo` lazily too. */
function chunkClosure(bundle: Rolldown.OutputBundle, entryName: string, { isDynamicToo = false } = {}) {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
  );
  return reachable(entryFiles(bundle, entryName), (fileName) => {
    const chunk = chunks.get(fileName);
    return [...(chunk?.imports ?? []), ...(isDynamicToo ? (chunk?.dynamicImports ?? []) : [])];
  });
}

/** The files of the entry chunks named `entryName` ('app' for index.html, 'login' for login.html). */
function entryFiles(bundle: Rolldown.OutputBundle, entryName: string): string[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' && output.isEntry && output.name === entryName ? [output.fileName] : [],
  );
}

/** `starts` and every id reachable from them through `next` (a graph of modules or of chunks). */
function reachable(starts: string[], next: (id: string) => readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const following of next(id)) visit(following);
  };
  for (const id of starts) visit(id);
  return found;
}

/** Fails the build when anything the sign-in page may load would run the app's entry (main.tsx) on that page. */
function assertSignInPageLeavesTheAppAlone(bundle: Rolldown.OutputBundle) {
  const signInReach = chunkClosure(bundle, 'login', { isDynamicToo: true });
  for (const app of entryFiles(bundle, 'app')) {
    if (signInReach.has(app))
      throw new Error(`the sign-in page would load the app's entry ${app}: a chunk it imports needs it`);
  }
}

/**
 * login.html as it ships. Its small stylesheet (1.5 KB gzip) goes into the HTML itself: the top bar then paints with
 * the HTML, without waiting for a second request (the Content-Security-Policy allows inline styles; the file stays in
 * the build for the size check, which counts it as before). The app's first download that the page does not share
 * is listed in a meta element: the page prefetches it at the person's first key or pointer press
 * (sign-in-entry/prefetch-the-app.ts), so that the app's first page after signing in finds it cached.
 */
function finishSignInPage(): Plugin {
  return {
    name: 'fm-finish-sign-in-page',
    apply: 'build',
    enforce: 'post',
    // Checked once the files are written, so that this error, and not a missing manifest's, is the one reported;
    // without index.html the next `build-if-needed` builds (and fails) again instead of serving this build.
    writeBundle(options, bundle) {
      try {
        assertSignInPageLeavesTheAppAlone(bundle);
      } catch (error) {
        rmSync(path.join(options.dir ?? 'dist', 'index.html'), { force: true });
        throw error;
      }
    },
    generateBundle(_options, bundle) {
      const page = bundle['login.html'];
      if (page?.type !== 'asset') return;
      const inlined = String(page.source).replace(
        /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g,
        (tag, file) => {
          const stylesheet = bundle[file];
          return stylesheet?.type === 'asset' ? `<style>${String(stylesheet.source)}</style>` : tag;
        },
      );
      const appFiles = appOnlyFiles(bundle).map((file) => `/${file}`);
      const meta = `    <meta name="${APP_FILES_META}" content="${appFiles.join(' ')}">\n`;
      page.source = inlined.replace('  </head>', `${meta}  </head>`);
    },
  };
}

/** Modules of the named packages (module ids use forward slashes on every platform). */
const PACKAGE = (names: string) => new RegExp(`/node_modules/(${names})/`);

/**
 * What every page of the app runs, in three chunks instead of some thirty small shared ones: React, i18next and
 * zustand; the router and emotion; MUI's styling system, theme and the components of every page's frame. Fewer requests reach the first
 * render sooner on a slow connection (Lighthouse mobile: FCP 2.7-2.9 s instead of 3.2-3.3 s), compress better
 * together (/login 221.5 to 213.5 KB gzip), and stay cached across releases that change only the app.
 */
const SHARED_CHUNK_GROUPS = [
  // What the sign-in page (login.html) shares with the app, so that the app's first load after signing in finds it cached.
  { name: 'react', test: PACKAGE('react|react-dom|scheduler|i18next|react-i18next|zustand') },
  { name: 'framework', test: PACKAGE('react-router|@emotion/[^/]+|stylis') },
  {
    name: 'mui-core',
    test: PACKAGE(
      '@mui/(system|styled-engine|utils|private-theming|material/(styles|utils|ButtonBase|Typography|Box|Paper|Button|CssBaseline|AppBar|Toolbar|Container|Link|Stack|IconButton|CircularProgress|LinearProgress))',
    ),
  },
];

/** The two HTML entries: the app, and the sign-in page (decision 038). */
const APP_HTML = path.resolve(__dirname, 'index.html');
const SIGN_IN_HTML = path.resolve(__dirname, 'login.html');

/** The signed-in frame: the session guard with its providers, and the layout, which the router loads by name. */
const SIGNED_IN_FRAME = ['src/app/guards/signed-in-root.tsx', 'src/app/layout/app-layout.tsx'].map((file) =>
  path.resolve(__dirname, file),
);

/** The dashboard, where signing in lands: a route module of its own, which the router imports by name. */
const DASHBOARD_PAGE = path.resolve(__dirname, 'src/app/routes/dashboard-page.tsx');

/**
 * What the first signed-in page draws besides the frame: the page frame every page sits in (title, back button) and
 * the dashboard's own imports (its icon, the widgets' list). They join `signed-in` instead of coming as three more
 * files of under 1 KB each in the frame's wave, which is then six files: one round of six connections.
 */
const FIRST_PAGE = [path.resolve(__dirname, 'src/components/page-frame.tsx'), DASHBOARD_PAGE];

/** The modules the router imports by name, which stay chunks of their own. */
const ROUTE_MODULES = [...SIGNED_IN_FRAME, DASHBOARD_PAGE];

/** The MUI components of the top bar and the navigation that the sign-in page does not use. */
const FRAME_COMPONENTS = PACKAGE(
  '@popperjs/core|@mui/material/(Tooltip|Popper|Modal|Backdrop|Fade|Grow|Slide|Drawer|Portal|Unstable_TrapFocus|Alert|Avatar|Badge|Chip|Divider|List|ListItem|ListItemButton|ListItemIcon|ListItemSecondaryAction|ListItemText|useMediaQuery)',
);

/**
 * Single files those components import, each a chunk of under 1.5 KB of its own otherwise (shared with lazy pages):
 * the transitions' base and the icons of the alert, the chip and the avatar.
 */
const FRAME_COMPONENT_FILES =
  /\/node_modules\/(@mui\/material\/internal\/(Transition|svg-icons\/(Close|Cancel|Person|SuccessOutlined|ReportProblemOutlined|ErrorOutline|InfoOutlined))\.mjs|react-transition-group\/esm\/TransitionGroupContext\.js)$/;

/**
 * What a signed-in page's frame adds to the first download, in two chunks instead of 45 (decision 041; most under
 * 3 KB, shared in different ways by the lazy pages; a browser fetches six at a time over HTTP/1.1, so a phone waited
 * for some eight round trips of them before the frame could render):
 * - `session`: what signing in loads too (the contract's schemas, TanStack Query, the session calls), which the
 *   sign-in page imports lazily when the person signs in;
 * - `signed-in`: the rest (dayjs and the pickers' adapter, the live stream, the top bar's and the navigation's
 *   code and MUI components), which imports the app's entry and so must never reach the sign-in page
 *   (assertSignInPageLeavesTheAppAlone fails the build if it does).
 *
 * A module is the frame's when it is reachable from the guard, the layout or FIRST_PAGE through static imports and
 * not from either HTML entry's static imports. That reach is wider than what the bundle keeps (a barrel such as
 * '@mui/material' reaches all of MUI), which only keeps modules out of these chunks, never an entry's own in; the
 * frame's MUI components are therefore named (FRAME_COMPONENTS). The chunks take no dependencies along
 * (includeDependenciesRecursively), so nothing an entry shares moves into them.
 */
function signedInFrameChunks(): Rolldown.CodeSplittingGroup {
  let chunkOf: Map<string, string> | null = null;
  const reach = (ids: string[], ctx: Rolldown.ChunkingContext, { isDynamicToo = false } = {}) =>
    reachable(ids, (id) => {
      const info = ctx.getModuleInfo(id);
      return [...(info?.importedIds ?? []), ...(isDynamicToo ? (info?.dynamicallyImportedIds ?? []) : [])];
    });
  return {
    name: (id, ctx) => {
      if (!chunkOf) {
        chunkOf = new Map();
        const app = reach([APP_HTML], ctx);
        const signInPage = reach([SIGN_IN_HTML], ctx);
        const signingIn = reach([SIGN_IN_HTML], ctx, { isDynamicToo: true });
        for (const module of reach([...SIGNED_IN_FRAME, ...FIRST_PAGE], ctx)) {
          if (app.has(module) || signInPage.has(module) || ROUTE_MODULES.includes(module)) continue;
          chunkOf.set(module, signingIn.has(module) ? 'session' : 'signed-in');
        }
      }
      return chunkOf.get(id) ?? (FRAME_COMPONENTS.test(id) || FRAME_COMPONENT_FILES.test(id) ? 'signed-in' : null);
    },
    debugName: 'signed-in frame',
    includeDependenciesRecursively: false,
  };
}

/**
 * /login is a page of its own (login.html, decision 038); the dev server, like the production server, answers the
 * path with it instead of the app's index.html.
 */
function signInPageInDev(): Plugin {
  return {
    name: 'fm-sign-in-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '', query] = (request.url ?? '').split('?');
        if (pathname === '/login') request.url = query === undefined ? '/login.html' : `/login.html?${query}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), sharedHtml(), firstDownloadBudgets(), precompressAssets(), finishSignInPage(), signInPageInDev()],
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
    rolldownOptions: {
      input: { app: APP_HTML, login: SIGN_IN_HTML },
      output: { codeSplitting: { groups: [...SHARED_CHUNK_GROUPS, signedInFrameChunks()] } },
    },
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
