#!/usr/bin/env node
// Lighthouse (performance and accessibility) of pages of a running product, mobile and desktop presets, with
// Debian's Chromium. Lighthouse is fetched by npx on demand (about 185 MB, so it is not a dependency of the
// repository). Run the product first (`npm start`), then: `node bench/lighthouse.mjs [baseUrl] [path…]`
// (default http://127.0.0.1:3000 /login). Results are appended to bench/results/lighthouse.md.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/login'];
const workDir = mkdtempSync(path.join(os.tmpdir(), 'fm-lighthouse-'));
const audits = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
const rows = [];
for (const page of pages) {
  for (const preset of ['mobile', 'desktop']) {
    const output = path.join(workDir, `${preset}.json`);
    const run = spawnSync(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        `${baseUrl}${page}`,
        '--quiet',
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        '--chrome-flags=--headless=new --no-sandbox',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
      ],
      { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    );
    if (run.status !== 0) process.exit(run.status ?? 1);
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const score = (name) => Math.round(report.categories[name].score * 100);
    const timings = audits.map((id) => report.audits[id].displayValue).join(' | ');
    rows.push(`| ${page} | ${preset} | ${score('performance')} | ${score('accessibility')} | ${timings} |`);
    console.log(rows.at(-1));
  }
}
const machine = `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`;
const section = [
  '',
  `## ${new Date().toISOString().slice(0, 16)} UTC, ${baseUrl}, Lighthouse 12, Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}`,
  '',
  `Machine: ${machine}.`,
  '',
  '| page | preset | performance | accessibility | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
appendFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'results/lighthouse.md'), section);
