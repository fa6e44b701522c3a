import { existsSync } from 'node:fs';

/** Debian's Chromium (CHROMIUM_PATH overrides). Under CI a missing browser is a failure, never a skip. */
export function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  if (process.env.CI === 'true') throw new Error(`Chromium not found at ${candidate}: install Debian's chromium`);
  console.warn(`Chromium not found at ${candidate}: the browser journeys are skipped (set CHROMIUM_PATH).`);
  return null;
}

/** Without the networking flags Chromium keeps trying to reach the internet, which this machine refuses. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
