import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Tests that are about SQLite itself (its file, WAL, group commit, a killed process on the file). */
const SQLITE_ONLY = [
  'server/db/backup.test.ts',
  'server/db/write-path/checkpointer.test.ts',
  'server/db/write-path/write-batcher.test.ts',
  'server/services/reminders/reminder-crash.test.ts',
  // These two run both engines themselves.
  'server/db/migrate.test.ts',
  'server/db/engine/db.test.ts',
];

/** The server tests that open a database (a test app or a temporary database): the ones run again on PostgreSQL. */
function serverTestsWithADatabase(): string[] {
  return readdirSync('server', { recursive: true, encoding: 'utf8' })
    .map((file) => join('server', file))
    .filter((file) => file.endsWith('.test.ts') && !SQLITE_ONLY.includes(file))
    .filter((file) => /createTestApp|createTempDatabase/.test(readFileSync(file, 'utf8')));
}

/** The journeys: real Chromium against the built server, one file at a time (each starts its own servers). */
const E2E = {
  environment: 'node',
  globalSetup: ['./tests/e2e/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  fileParallelism: false,
};

/**
 * The journeys that stay on SQLite: their subject is the pages, not what the server stores, and
 * the four on the global setup's server (inject('baseUrl')) would only run on SQLite again.
 * Every other journey runs on PostgreSQL too (project e2e-postgres).
 */
const E2E_SQLITE_ONLY = [
  // axe on every rendered page and wizard step (global server).
  'accessibility',
  // The HTML the server renders and the consent cookie it reads (global server).
  'server-rendering',
  // Typing into a form before the app has hydrated (global server).
  'first-keystrokes',
  // Navigating the seeded public pages (global server).
  'public-site',
  // The health check and the seeded lists the shared server answers with.
  'api-health',
  // The service worker showing a push the test delivers itself; storing subscriptions and
  // sending pushes run on PostgreSQL in server-postgres (routes/push, push-worker tests).
  'push-notifications',
  // The visitor's history and erasure on the device: the server only serves the pages.
  'device-history',
  // The first view of the public pages holding still (global server).
  'layout-stability',
].map((name) => `tests/e2e/${name}.test.ts`);

// Five projects, one `vitest run`: pure/server tests in node, the server tests again on
// PostgreSQL, screens in jsdom, journeys in real Chromium against the built app (tests/e2e),
// and the journeys about stored data again on PostgreSQL.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/i18n/**/*.test.ts', 'server/**/*.test.ts', 'src/offline/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: serverTestsWithADatabase(),
          // tests/support/test-app.ts: a migrated PostgreSQL database per app instead of a SQLite file.
          // The fuzzers' bodies exercise request handling, the same code on both engines; on
          // PostgreSQL, where each of their database checks is a round trip, a quarter of them
          // (500 per endpoint) check what reaches the database.
          env: { TEST_DATABASE: 'postgres', FUZZ_BODIES: '500' },
          // The first test of a worker starts its PostgreSQL server (~1.5 s) and migrates a template.
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./tests/support/dom-setup.ts'],
          // A screen typed into key by key (userEvent, the blog editor) takes seconds in jsdom
          // when the two cores are shared with the rest of the suite: 5 s failed such tests.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          ...E2E,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...E2E,
          name: 'e2e-postgres',
          include: ['tests/e2e/**/*.test.ts'],
          // two-instances runs on PostgreSQL in e2e already, with databases of its own.
          exclude: [...configDefaults.exclude, ...E2E_SQLITE_ONLY, 'tests/e2e/two-instances.test.ts'],
          // tests/e2e/server-process.ts: each server gets a fresh migrated PostgreSQL database.
          env: { TEST_DATABASE: 'postgres' },
        },
      },
    ],
  },
});
