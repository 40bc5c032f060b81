// Builds the server and its command-line tools into dist-node/ as plain JavaScript for node:
// one file per entry, with what it imports from server/, src/ and the packages bundled in
// (but the native SQLite driver). `npm start` (through ensure-build.mjs) and `npm run build`
// run it; type errors are `npm run typecheck`'s business, as with the client.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_OUT_DIR = join(root, 'dist-node');

const ENTRIES = ['server/index.ts', 'server/cli/seed.ts', 'server/cli/admin-create.ts', 'server/cli/admin-reset-password.ts', 'server/cli/backup.ts', 'server/cli/db-copy.ts'];

export async function buildServer() {
  // Loaded only to build: `npm start` imports this file to check the build, most often fresh.
  const { build } = await import('esbuild');
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    // All side by side (dist-node/index.js, dist-node/seed.js, ...): the migrations below are
    // found beside whichever file holds server/db/migrate.ts, through its import.meta.url.
    entryNames: '[name]',
    outdir: SERVER_OUT_DIR,
    bundle: true,
    // Each entry is one file; the tools are small and nothing is shared at run time.
    splitting: false,
    // Speed-up: the packages are bundled in too. Loading them from node_modules, file by file
    // (resolving, reading and compiling a few hundred modules), took a third of the server's
    // start; bundled, the start to a healthy /api/health is ~55 ms shorter. Left out: the
    // native SQLite driver (a compiled addon, found through its own package) and pg's optional
    // native binding, which is not installed.
    external: ['better-sqlite3', 'pg-native'],
    // The bundled CommonJS packages call require(), which an ES module does not have.
    banner: { js: "import { createRequire as createRequireForPackages } from 'node:module'; const require = createRequireForPackages(import.meta.url);" },
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces name the TypeScript files (node --enable-source-maps); the sources
    // themselves are in the repository.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  cpSync(join(root, 'server', 'db', 'migrations'), join(SERVER_OUT_DIR, 'migrations'), { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
