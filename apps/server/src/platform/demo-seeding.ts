import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/seed/demo-seed.ts';
import { createFileStorage } from './files.ts';

type SeedLogger = { warn: (details: object, message: string) => void };

/**
 * Seeds the demo data into an empty database and says so in the log, with the accounts and their shared
 * password, so whoever reads the log knows the server has accounts anyone can sign in to. Never in production
 * (the configuration already refuses SEED_DEMO=1 there; this is the last guard).
 */
export async function seedDemoData(db: Db, config: AppConfig, log: SeedLogger): Promise<{ seeded: boolean }> {
  if (config.isProduction) throw new Error('The demo data is refused when NODE_ENV=production');
  const result = await seedDemo(db, createFileStorage(config.filesDir));
  if (result.seeded) {
    log.warn(
      {
        event: 'demo_seeded',
        demoPassword: DEMO_PASSWORD,
        demoAccounts: DEMO_ACCOUNTS.map((account) => `${account.email} (${account.realm})`),
      },
      'seeded the demo data: every demo account signs in with the demo password',
    );
  }
  return result;
}
