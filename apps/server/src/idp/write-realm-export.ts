/** Writes deploy/keycloak/realm-<realm>.json from realm-export.ts: `npx tsx apps/server/src/idp/write-realm-export.ts`. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/config.ts';
import { EXPORTED_REALMS, REALM_EXPORT_DIR, realmExportFileName, serializeRealmExport } from './realm-export.ts';

mkdirSync(REALM_EXPORT_DIR, { recursive: true });
const files = EXPORTED_REALMS.map((realm) => {
  const file = path.join(REALM_EXPORT_DIR, realmExportFileName(realm));
  writeFileSync(file, serializeRealmExport(realm));
  return file;
});
// Formatted as the repository's formatter would, so that `biome check` stays clean (the test compares values).
execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', ...files], {
  stdio: 'inherit',
});
for (const file of files) console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
