#!/usr/bin/env node
// Lighthouse (performance and accessibility) of pages of a running product, mobile and desktop presets, with
// Debian's Chromium. Lighthouse is fetched by npx on demand (about 185 MB, so it is not a dependency of the
// repository). Run the product first (`npm start`), then:
//
//   node bench/lighthouse.mjs [baseUrl] [path…] [--as e-mail] [--preset mobile|desktop]
//
// (default http://127.0.0.1:3000 /login). With `--as`, the pages are measured signed in as that demo account
// (password demo1234!, README): the script starts Chromium with a remote-debugging port, signs in through the
// account's sign-in page with playwright-core, and lets Lighthouse attach to that browser (`--port`) without
// resetting the origin's storage, where the web app keeps its session (localStorage and the refresh cookie).
// The HTTP cache is emptied before every run, so a signed-in page is measured on a cold cache like a public one.
// Results are appended to bench/results/lighthouse.md; LIGHTHOUSE_REPORTS_DIR=<dir> keeps the full reports.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'demo1234!';
/** Where each demo account signs in (README, "Demo accounts"); the admin sign-in page has a tab per realm. */
const SIGN_IN = {
  freelancer: { path: '/login' },
  agency: { path: '/sso?type=login' },
  admin: { path: '/admin-login', tab: 'Admin' },
  finance: { path: '/admin-login', tab: 'Finance' },
};
const ACCOUNT_REALMS = {
  'admin@demo.test': 'admin',
  'cfo.global@demo.test': 'finance',
  'cfo@demo.test': 'finance',
  'finance@demo.test': 'finance',
  'md2@demo.test': 'agency',
  'am@demo.test': 'agency',
  'freelancer@demo.test': 'freelancer',
  'newfreelancer@demo.test': 'freelancer',
};

/** `--name value` pairs, and what is left: the base URL and the paths. */
function takeOption(args, name) {
  const at = args.indexOf(name);
  return at < 0 ? [null, args] : [args[at + 1], args.filter((_, index) => index !== at && index !== at + 1)];
}
const [account, afterAccount] = takeOption(process.argv.slice(2), '--as');
const [onlyPreset, args] = takeOption(afterAccount, '--preset');
const presets = onlyPreset ? [onlyPreset] : ['mobile', 'desktop'];
if (onlyPreset && !['mobile', 'desktop'].includes(onlyPreset)) {
  console.error('--preset takes mobile or desktop');
  process.exit(2);
}
if (account && !ACCOUNT_REALMS[account]) {
  console.error(`--as takes a demo account with one agency: ${Object.keys(ACCOUNT_REALMS).join(', ')}`);
  process.exit(2);
}
const [baseUrl = 'http://127.0.0.1:3000', ...paths] = args;
const pages = paths.length > 0 ? paths : ['/login'];
const workDir = mkdtempSync(path.join(os.tmpdir(), 'fm-lighthouse-'));
/** LIGHTHOUSE_REPORTS_DIR keeps the full JSON reports (one per page and preset) for a closer look. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS_DIR ?? workDir;
const audits = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Chromium with a debugging port that playwright-core and Lighthouse attach to in turn (one profile, one session). */
async function startChromium() {
  const port = await freePort();
  const browser = spawn(
    CHROME_PATH,
    [
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${path.join(workDir, 'profile')}`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { port, browser };
}

/**
 * Runs `use` with playwright-core attached to the browser's default profile, then detaches: while attached,
 * playwright holds every new tab (Lighthouse's too) until it has set the tab up.
 */
async function withPage(port, use) {
  const control = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = control.contexts()[0];
    return await use(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await control.close();
  }
}

/** Signs in through the account's sign-in page, as a user would, and waits until the app has landed. */
async function signIn(page, email) {
  const { path: signInPath, tab } = SIGN_IN[ACCOUNT_REALMS[email]];
  await page.goto(`${baseUrl}${signInPath}`);
  if (tab) await page.getByRole('button', { name: tab, exact: true }).click();
  await page.getByLabel(/^(E-mail|E-Mail)/).fill(email);
  await page.getByLabel(/^(Password|Passwort)/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
  await page.waitForURL(/\/(dashboard|onboarding|create-profile)/, { timeout: 60_000 });
  await page.goto('about:blank');
}

function runLighthouse(args) {
  return new Promise((resolve, reject) => {
    const run = spawn('npx', ['--yes', 'lighthouse@12', ...args], { stdio: 'inherit' });
    run.once('error', reject);
    run.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`))));
  });
}

const { port, browser } = await startChromium();
const rows = [];
try {
  if (account) await withPage(port, (page) => signIn(page, account));
  for (const pagePath of pages) {
    for (const preset of presets) {
      await withPage(port, async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
      });
      const output = path.join(reportsDir, `${pagePath.replace(/\W+/g, '-')}-${preset}.json`);
      await runLighthouse([
        `${baseUrl}${pagePath}`,
        '--quiet',
        `--port=${port}`,
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        // Signed in, the session lives in the origin's storage, which Lighthouse would otherwise clear.
        ...(account ? ['--disable-storage-reset'] : []),
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
      ]);
      const report = JSON.parse(readFileSync(output, 'utf8'));
      const finalPath = new URL(report.finalDisplayedUrl).pathname;
      if (finalPath !== new URL(`${baseUrl}${pagePath}`).pathname)
        throw new Error(`${pagePath} ended on ${finalPath}: not the page meant to be measured`);
      const score = (name) => Math.round(report.categories[name].score * 100);
      const timings = audits.map((id) => report.audits[id].displayValue).join(' | ');
      const label = account ? `${pagePath} (${account})` : pagePath;
      rows.push(`| ${label} | ${preset} | ${score('performance')} | ${score('accessibility')} | ${timings} |`);
      console.log(rows.at(-1));
    }
  }
} finally {
  browser.kill();
  await new Promise((resolve) => browser.once('exit', resolve));
  rmSync(workDir, { recursive: true, force: true });
}

const machine = `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`;
const section = [
  '',
  `## ${new Date().toISOString().slice(0, 16)} UTC, ${baseUrl}, Lighthouse 12, Chromium ${CHROME_PATH}`,
  '',
  `Machine: ${machine}.`,
  '',
  '| page | preset | performance | accessibility | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
appendFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'results/lighthouse.md'), section);
