// Builds the client (dist/) and the server's page renderer (dist-server/) when either is
// missing or older than any of its sources, so that `npm start` works on a fresh clone and
// never serves a stale build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const builtFiles = [join(root, 'dist', 'index.html'), join(root, 'dist-server', 'entry-server.js')];
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const builds = [
  ['build', '--logLevel', 'warn'],
  ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn'],
];
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const builtAt = Math.min(...builtFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));

if (builtAt >= sourcesAt) {
  console.log('Client build is up to date.');
} else {
  console.log(builtAt ? 'Sources changed: rebuilding the client…' : 'Building the client (first start)…');
  for (const args of builds) {
    const result = spawnSync(process.execPath, [vite, ...args], {
      cwd: root,
      stdio: 'inherit',
      // A caller's NODE_ENV (vitest sets `test`) would otherwise give a development build
      // of React with no service worker.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error('The client build failed; see the messages above.');
      process.exit(result.status ?? 1);
    }
  }
}
