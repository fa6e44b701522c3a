import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './platform/demo-seeding.ts';
import { drainOnSignals, type Readiness } from './platform/drain.ts';
import { errorDetails, writeLogLine } from './platform/logging.ts';

/**
 * Process entry: check the configuration, open and migrate the database, seed an empty demo one, serve; drain
 * on SIGTERM (platform/drain.ts). Compiled to dist/main.js by `npm run build`, which `npm start` runs.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  const readiness: Readiness = { isAccepting: true };
  const app = await buildApp({ config, database, readiness });
  if (config.seedDemo) await seedDemoData(database.db, config, app.log);
  drainOnSignals(app, readiness, {
    delaySeconds: config.drainDelaySeconds,
    timeoutSeconds: config.drainTimeoutSeconds,
    afterClose: () => database.close(),
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A configuration error's message names the variable; it goes out as a JSON line like every other.
  writeLogLine('fatal', { err: errorDetails(error) }, error instanceof Error ? error.message : 'start-up failed');
  process.exit(1);
});
