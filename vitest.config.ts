import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
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

// Four projects, one `vitest run`: pure/server tests in node, the server tests again on
// PostgreSQL, screens in jsdom, journeys in real Chromium against the built app (tests/e2e).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'server/**/*.test.ts', 'src/offline/**/*.test.ts', 'scripts/**/*.test.ts'],
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
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
