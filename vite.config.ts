import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

/**
 * Brotli copies of the hashed scripts, styles and SVGs (dist/assets/*.br), made once at build
 * time instead of on every request; the server sends them to clients that accept brotli
 * (server/routes/precompressed.ts). Files under 1 KB are left alone: the saving is smaller
 * than a header.
 */
function brotliAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'saathi-brotli-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        const path = join(assets, name);
        if (!/\.(?:js|css|svg)$/.test(name) || statSync(path).size < 1024) continue;
        const source = readFileSync(path);
        const compressed = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        if (compressed.length < source.length) writeFileSync(`${path}.br`, compressed);
      }
    },
  };
}

/**
 * index.html asks for its stylesheets before its scripts. The first paint waits for the styles
 * alone (scripts are modules, deferred); asked for first, they are not queued behind scripts
 * on a slow link's few connections. Pages rendered on the server add their own styles the
 * same way (server/services/client-app/page-html.ts).
 */
function stylesFirst(): Plugin {
  return {
    name: 'saathi-styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = html.search(/[ \t]*<script type="module"/);
        if (styles.length === 0 || firstScript < 0) return html;
        const withoutStyles = styles.reduce((out, tag) => out.replace(tag, ''), html);
        const at = withoutStyles.search(/[ \t]*<script type="module"/);
        return withoutStyles.slice(0, at) + styles.join('') + withoutStyles.slice(at);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The renderer reads no static files; the client build copies them.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    !isSsrBuild && brotliAssets(),
    !isSsrBuild && stylesFirst(),
    // The server's page renderer (vite build --ssr) needs neither a worker nor a manifest.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
          // The blog editor is staff-only and most of the build's code: visitors' phones do not fetch it.
          globIgnores: ['**/sitemap.xml', '**/robots.txt', '**/assets/RichTextEditor-*.js'],
        },
        devOptions: { enabled: false },
      }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which files and styles each page module needs (the server
    // names them in the HTML of a page it renders). Dot-folders are neither served nor precached.
    manifest: !isSsrBuild,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
}));
