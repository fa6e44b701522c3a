#!/usr/bin/env node
// What a first visit of a route downloads before it can render: the entry chunk, every chunk it imports
// statically, the route's own lazy chunk with its static imports, and their CSS, each gzip-compressed (level 9,
// as the server's gzip is at most; brotli is smaller still). Reads the Vite manifest of apps/web/dist (run
// `npm run build:web` first). Usage: `node bench/web-size.mjs [route-module ...] [--budget-kb 170]`; exits 1 when a
// route is above the budget. Default route: the login page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget-kb');
const budgetKb = budgetAt >= 0 ? Number(args[budgetAt + 1]) : 170;
const routes = args.filter((arg, index) => !arg.startsWith('--') && index !== budgetAt + 1);
if (routes.length === 0) routes.push('src/features/auth/routes/login-page.tsx');

const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

/** The chunk's file, its CSS and everything it imports statically (not its dynamic imports). */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const gzipSize = (file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
let isOverBudget = false;
for (const route of routes) {
  const files = closure(route, closure(entryKey));
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzipSize(file);
    else js += gzipSize(file);
  }
  const totalKb = (js + css) / 1024;
  const isOver = totalKb > budgetKb;
  isOverBudget ||= isOver;
  console.log(
    `${route}: ${files.size} files, JS ${(js / 1024).toFixed(1)} KB + CSS ${(css / 1024).toFixed(1)} KB gzip = ${totalKb.toFixed(1)} KB (budget ${budgetKb} KB${isOver ? ', OVER' : ''})`,
  );
}
process.exit(isOverBudget ? 1 : 0);
