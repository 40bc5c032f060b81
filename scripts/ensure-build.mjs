// Builds what `npm start` runs when it is missing or older than any of its sources, so that
// `npm start` works on a fresh clone and never runs a stale build: the client (dist/) with the
// server's page renderer (dist-server/), and the server itself (dist-node/).
//
// `node scripts/ensure-build.mjs server` checks the server alone (the command-line tools);
// scripts/start.mjs (`npm start`) calls ensureBuilt before it runs the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_OUT_DIR } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

function buildClient() {
  const builds = [
    ['build', '--logLevel', 'warn'],
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn'],
  ];
  for (const args of builds) {
    const result = spawnSync(process.execPath, [vite, ...args], {
      cwd: root,
      stdio: 'inherit',
      // A caller's NODE_ENV (vitest sets `test`) would otherwise give a development build
      // of React with no service worker.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('The client build failed; see the messages above.');
  }
}

const targets = [
  {
    name: 'client',
    built: [join(root, 'dist', 'index.html'), join(root, 'dist-server', 'entry-server.js')],
    sources: ['src', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package-lock.json'],
    build: buildClient,
  },
  {
    name: 'server',
    built: [join(SERVER_OUT_DIR, 'index.js')],
    // The server bundles code from src/ (domain rules, a few UI constants) and reads its
    // SQL migrations from the copy beside it; how it is built is in build-server.mjs.
    sources: ['server', 'src', 'tsconfig.json', 'package-lock.json', 'scripts/build-server.mjs'],
    build: buildServer,
  },
];

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

/** Builds each of `wanted` (every build when empty) that is missing or older than its sources. */
export async function ensureBuilt(wanted = []) {
  const unknown = wanted.filter((name) => !targets.some((target) => target.name === name));
  if (unknown.length > 0) {
    console.error(`No build named ${unknown.join(', ')}; the builds are ${targets.map((target) => target.name).join(', ')}.`);
    process.exit(2);
  }
  for (const target of targets) {
    if (wanted.length > 0 && !wanted.includes(target.name)) continue;
    const builtAt = Math.min(...target.built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
    const sourcesAt = Math.max(...target.sources.map((source) => newestMtime(join(root, source))));
    if (builtAt >= sourcesAt) {
      console.log(`The ${target.name} build is up to date.`);
      continue;
    }
    console.log(builtAt ? `Sources changed: rebuilding the ${target.name}…` : `Building the ${target.name}…`);
    try {
      await target.build();
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await ensureBuilt(process.argv.slice(2));
