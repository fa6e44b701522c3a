import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './platform/demo-seeding.ts';
import { errorDetails, writeLogLine } from './platform/logging.ts';

/** Process entry: check the configuration, open and migrate the database, seed an empty demo one, serve. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.seedDemo) await seedDemoData(database.db, config, app.log);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A configuration error's message names the variable; it goes out as a JSON line like every other.
  writeLogLine('fatal', { err: errorDetails(error) }, error instanceof Error ? error.message : 'start-up failed');
  process.exit(1);
});
