import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

export default defineConfig(({ isSsrBuild }) => ({
  // The renderer reads no static files; the client build copies them.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
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
          globIgnores: ['**/sitemap.xml', '**/robots.txt'],
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
