import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo-seed.ts';
import { createFileStorage } from './platform/files.ts';

/** Process entry: open and migrate the database, seed the demo data into an empty one, serve. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  if (config.seedDemo) {
    const { seeded } = await seedDemo(database.db, createFileStorage(config.filesDir));
    if (seeded) console.info('Seeded the demo data (password for every demo account: demo1234!)');
  }
  const app = await buildApp({ config, database });
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
