// Prints the gzipped size of what the home page loads before it can render: the entry
// script, every module it preloads, and the stylesheets (the production build in dist/);
// and beside it the brotli size the server actually sends browsers (dist/assets/*.br).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
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
  const gzip = gzipSync(bytes, { level: 6 }).length;
  const brFile = join(dist, `${path}.br`);
  return { raw: bytes.length, gzip, br: existsSync(brFile) ? statSync(brFile).size : gzip };
};
const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
const total = (set) =>
  [...set].reduce(
    (sum, path) => {
      const s = sizeOf(path);
      rows.push([path, kb(s.raw), kb(s.gzip), kb(s.br)]);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, br: sum.br + s.br };
    },
    { raw: 0, gzip: 0, br: 0 },
  );
const js = total(critical.js);
const css = total(critical.css);

const allJs = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, 'assets', f)), { level: 6 }).length, 0);
const precache = statSync(join(dist, 'sw.js')).size;

console.log('Home page critical path (gzip level 6, as the server compresses on the fly; brotli as sent to browsers):');
console.table(rows.map(([file, raw, gzip, br]) => ({ file, 'raw KB': raw, 'gzip KB': gzip, 'brotli KB': br })));
console.log(`home JavaScript: ${kb(js.gzip)} KB gzipped, ${kb(js.br)} KB as sent with brotli (${kb(js.raw)} KB raw)`);
console.log(`home CSS:        ${kb(css.gzip)} KB gzipped`);
console.log(`all JavaScript chunks: ${kb(allJs)} KB gzipped; service worker file ${kb(precache)} KB raw`);
record('bundle', 'home JavaScript, gzipped (dist/)', `${kb(js.gzip)} KB`, '<= 110 KB', js.gzip <= 110 * 1024);
record('bundle', 'home JavaScript, brotli as sent', `${kb(js.br)} KB`);
record('bundle', 'home CSS, gzipped (dist/)', `${kb(css.gzip)} KB`);
record('bundle', 'all JavaScript chunks, gzipped', `${kb(allJs)} KB`);
