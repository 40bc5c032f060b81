// Prints the gzipped size of what the home page loads before it can render: the entry
// script, every module it preloads, and the stylesheets (the production build in dist/);
// and beside it the brotli size the server actually sends browsers (dist/assets/*.br).
// The Hindi home page (/hi/) loads the same, plus the Hindi catalogues the entry imports
// before it hydrates (src/main.tsx): they are counted for it on their own line.
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

// The Hindi catalogues the critical chunks import (src/**/messages.hi.ts), from Vite's manifest.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const hindi = new Set();
for (const chunk of Object.values(manifest)) {
  if (!critical.js.has(`/${chunk.file}`)) continue;
  for (const imported of chunk.dynamicImports ?? []) {
    if (/messages\.hi\.ts$/.test(imported) && manifest[imported]) hindi.add(`/${manifest[imported].file}`);
  }
}
const hindiJs = total(hindi);
const hiJs = { gzip: js.gzip + hindiJs.gzip, br: js.br + hindiJs.br, raw: js.raw + hindiJs.raw };

const allJs = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, 'assets', f)), { level: 6 }).length, 0);
const precache = statSync(join(dist, 'sw.js')).size;

console.log('Home page critical path (gzip level 6, as the server compresses on the fly; brotli as sent to browsers):');
console.table(rows.map(([file, raw, gzip, br]) => ({ file, 'raw KB': raw, 'gzip KB': gzip, 'brotli KB': br })));
console.log(`home JavaScript: ${kb(js.gzip)} KB gzipped, ${kb(js.br)} KB as sent with brotli (${kb(js.raw)} KB raw)`);
console.log(`/hi/ JavaScript: ${kb(hiJs.gzip)} KB gzipped, ${kb(hiJs.br)} KB as sent with brotli (${hindi.size} Hindi catalogues, ${kb(hindiJs.gzip)} KB gzipped)`);
console.log(`home CSS:        ${kb(css.gzip)} KB gzipped`);
console.log(`all JavaScript chunks: ${kb(allJs)} KB gzipped; service worker file ${kb(precache)} KB raw`);
// Issue 24's budget for the critical path, the Hindi catalogue included on /hi/.
const JS_BUDGET_KB = 100;
const overBudget = (bytes) => `${(kb(bytes) - JS_BUDGET_KB).toFixed(1)} KB over`;
record('bundle', 'home JavaScript, gzipped (dist/)', `${kb(js.gzip)} KB`, `<= ${JS_BUDGET_KB} KB`, js.gzip <= JS_BUDGET_KB * 1024, overBudget(js.gzip));
record('bundle', 'home JavaScript, brotli as sent', `${kb(js.br)} KB`);
record('bundle', 'Hindi home (/hi/) JavaScript, gzipped (dist/)', `${kb(hiJs.gzip)} KB`, `<= ${JS_BUDGET_KB} KB`, hiJs.gzip <= JS_BUDGET_KB * 1024, overBudget(hiJs.gzip));
record('bundle', 'home CSS, gzipped (dist/)', `${kb(css.gzip)} KB`);
record('bundle', 'all JavaScript chunks, gzipped', `${kb(allJs)} KB`);
