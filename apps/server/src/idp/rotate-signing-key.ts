/**
 * Rotates the identity provider's signing key: `npx tsx apps/server/src/idp/rotate-signing-key.ts` with the
 * server's environment (DATABASE_URL or DATA_DIR, IDP_KEY_SECRET). The new key is published at once and signs
 * after five minutes; running instances pick it up within a minute; the old key verifies until its tokens end.
 */
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { errorDetails, writeLogLine } from '../platform/logging.ts';
import { rotateSigningKey } from './signing-keys.ts';

async function rotate() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const { kid, retired } = await rotateSigningKey(database.db, { secret: config.idpKeySecret });
    writeLogLine('info', { event: 'idp_key_rotated', kid, retired }, 'new signing key added', process.stdout);
  } finally {
    await database.close();
  }
}

rotate().catch((error: unknown) => {
  writeLogLine('fatal', { err: errorDetails(error) }, error instanceof Error ? error.message : 'rotation failed');
  process.exit(1);
});
