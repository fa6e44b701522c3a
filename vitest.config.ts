import { createConnection } from 'node:net';
import { defineConfig } from 'vitest/config';

/** True when a PostgreSQL server answers on the test address (DESIGN §3: then the server suite runs on it too). */
function isPostgresReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    const finish = (isUp: boolean) => {
      socket.destroy();
      resolve(isUp);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

export default defineConfig(async () => {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const hasPostgres = Boolean(process.env.TEST_DATABASE_URL) || (await isPostgresReachable(postgresUrl));
  const serverProject = (database: 'pglite' | 'postgres') => ({
    test: {
      name: `server:${database}`,
      root: 'apps/server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // `*.postgres.test.ts` needs what only a PostgreSQL server has (a second connection, statement timeouts);
      // `*.pglite.test.ts` does not depend on the database (the compiled server's shutdown) and runs once.
      exclude: [database === 'pglite' ? '**/*.postgres.test.ts' : '**/*.pglite.test.ts', '**/node_modules/**'],
      env: { TEST_DB: database, TEST_DATABASE_URL: postgresUrl },
      // The PostgreSQL suite's files copy one database migrated for the run (test/postgres-template.ts).
      globalSetup: database === 'postgres' ? ['./test/postgres-template.ts'] : [],
      // Each file builds its own app on its own database and resets what it moves (the clock), so the files share
      // one module graph instead of importing the server's anew: the PostgreSQL suite ran in 219 s instead of 401 s.
      isolate: false,
      // A file that fills a table past the list cap takes 15 s alone on a slow two-core machine and twice that beside
      // another file: the limits catch a hang, not a slow machine.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
  return {
    test: {
      reporters: ['default', './vitest.summary-reporter.ts'],
      // Two files at a time on the two-core CI machine (vitest's default leaves one core idle): the server suites
      // wait on their databases as much as they compute, and ran in 557 s together instead of 792 s one at a time.
      // The browser journeys (fileParallelism: false) still run alone, after the rest.
      maxWorkers: 2,
      projects: [
        { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
        serverProject('pglite'),
        ...(hasPostgres ? [serverProject('postgres')] : []),
        './apps/web',
        {
          test: {
            name: 'e2e',
            globalSetup: ['./support/global-setup.ts'],
            root: 'e2e',
            include: ['**/*.e2e.ts'],
            exclude: ['**/node_modules/**'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
