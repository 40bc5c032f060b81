import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

// A code-split page's styles, linked in the HTML of a page rendered on the server, so the page
// shows styled at once instead of once its script has loaded them. Its scripts are not
// preloaded: the page is already readable, and on a slow link they would share the bandwidth
// with the styles and images the visitor needs first (Lighthouse measured the first paint of
// /Anxiety-Disorder-Tool 0.5 s later with them); the entry asks for them as it starts.

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);

export type BuildManifest = z.infer<typeof manifestSchema>;

/** dist/.vite/manifest.json (vite build.manifest), or undefined when the build has none. */
export function readBuildManifest(clientDir: string): BuildManifest | undefined {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  return manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Every chunk a manifest key pulls in (itself first, then its static imports), each once. */
function chunksOf(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

/** A value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * <link> tags for the styles of `modules` (paths under src/) that the entry does not already
 * load; modules the manifest does not know are skipped.
 */
export function pageStyleTags(manifest: BuildManifest, modules: readonly string[]): string {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = new Set(entryKeys.flatMap((key) => chunksOf(manifest, key)));
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const styles = new Set<string>();
  for (const module of modules) {
    for (const key of chunksOf(manifest, `src/${module}`)) {
      if (loaded.has(key)) continue;
      for (const css of manifest[key]?.css ?? []) if (!loadedStyles.has(css)) styles.add(css);
    }
  }
  return [...styles].map((file) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(`/${file}`)}">`).join('');
}

/**
 * Preloads for the Hindi catalogues the entry imports (the messages.hi.ts files). A Hindi page
 * waits for them before it hydrates (src/main.tsx): fetched beside the entry rather than after
 * it has run, they cost no round trip of their own. A few KB, unlike a page's scripts above.
 */
export function hindiCatalogueTags(manifest: BuildManifest): string {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry) continue;
    for (const imported of chunk.dynamicImports ?? []) {
      const file = /messages\.hi\.ts$/.test(imported) ? manifest[imported]?.file : undefined;
      if (file) files.add(file);
    }
  }
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(`/${file}`)}">`).join('');
}
