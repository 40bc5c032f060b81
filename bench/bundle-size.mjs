// Prints the gzipped size of what the home page loads before it can render: the entry
// script, every module it preloads, and the stylesheets (the production build in dist/).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { record } from './lib/common.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
spawnSync(process.execPath, [join(root, 'scripts', 'ensure-build.mjs')], { stdio: 'inherit' });

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const critical = { js: new Set(), css: new Set() };
for (const tag of tags) {
  if (tag.startsWith('<script') && attr(tag, 'src')) critical.js.add(attr(tag, 'src'));
  if (/rel="modulepreload"/.test(tag)) critical.js.add(attr(tag, 'href'));
  if (/rel="stylesheet"/.test(tag)) critical.css.add(attr(tag, 'href'));
}

const sizeOf = (path) => {
  const bytes = readFileSync(join(dist, path));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
};
const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
const total = (set) =>
  [...set].reduce(
    (sum, path) => {
      const s = sizeOf(path);
      rows.push([path, kb(s.raw), kb(s.gzip)]);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip };
    },
    { raw: 0, gzip: 0 },
  );
const js = total(critical.js);
const css = total(critical.css);

const allJs = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, 'assets', f)), { level: 6 }).length, 0);
const precache = statSync(join(dist, 'sw.js')).size;

console.log('Home page critical path (gzip level 6, as the server compresses):');
console.table(rows.map(([file, raw, gzip]) => ({ file, 'raw KB': raw, 'gzip KB': gzip })));
console.log(`home JavaScript: ${kb(js.gzip)} KB gzipped (${kb(js.raw)} KB raw)`);
console.log(`home CSS:        ${kb(css.gzip)} KB gzipped`);
console.log(`all JavaScript chunks: ${kb(allJs)} KB gzipped; service worker file ${kb(precache)} KB raw`);
record('bundle', 'home JavaScript, gzipped (dist/)', `${kb(js.gzip)} KB`, '<= 110 KB', js.gzip <= 110 * 1024);
record('bundle', 'home CSS, gzipped (dist/)', `${kb(css.gzip)} KB`);
record('bundle', 'all JavaScript chunks, gzipped', `${kb(allJs)} KB`);
