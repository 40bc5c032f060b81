import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects, one `vitest run`: pure/server tests in node, screens in jsdom,
// journeys in real Chromium against the built app (tests/e2e).
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
