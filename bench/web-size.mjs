#!/usr/bin/env node
// What a first visit of a route downloads before it can render (apps/web/scripts/route-size.mjs says what counts).
// Reads the Vite manifest of apps/web/dist (run `npm run build:web` first). Usage:
// `node bench/web-size.mjs [route-module ...] [--budget-kb 170] [--files]`; exits 1 when a route is above the
// budget (default: the 170 KB goal for /login, the build's budget for the dashboard and 170 KB for a named
// module; the build itself enforces the budgets reached so far). `--files` lists each file's gzip size. Default
// routes: the login page and the dashboard after signing in.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DASHBOARD_BUDGET_KB,
  DASHBOARD_ROUTE,
  describeRouteSize,
  LOGIN_GOAL_KB,
  LOGIN_ROUTE,
  measureRoute,
} from '../apps/web/scripts/route-size.mjs';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget-kb');
const budgetKb = budgetAt >= 0 ? Number(args[budgetAt + 1]) : null;
const isListingFiles = args.includes('--files');
const modules = args.filter((arg, index) => !arg.startsWith('--') && (budgetAt < 0 || index !== budgetAt + 1));
const routes =
  modules.length > 0
    ? modules.map((route) => ({ route, budgetKb: budgetKb ?? LOGIN_GOAL_KB }))
    : [
        { route: LOGIN_ROUTE, budgetKb: budgetKb ?? LOGIN_GOAL_KB },
        { route: DASHBOARD_ROUTE, budgetKb: budgetKb ?? DASHBOARD_BUDGET_KB },
      ];

let isOverBudget = false;
for (const { route, budgetKb } of routes) {
  const size = measureRoute(distDir, route);
  isOverBudget ||= size.totalKb > budgetKb;
  console.log(describeRouteSize(size, budgetKb));
  if (isListingFiles) {
    for (const { file, gzipBytes } of size.files)
      console.log(`  ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  }
}
process.exit(isOverBudget ? 1 : 0);
