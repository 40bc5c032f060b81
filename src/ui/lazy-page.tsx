import { lazy, type ComponentType } from 'react';
import { useRenderedModule } from '../services/render-status';

/**
 * A code-split named export: a page, or a part of one kept off the home page's first load;
 * the service worker precaches every chunk. `module` is its source path under src/: rendered
 * on the server, it names it, so the server can link its styles in the HTML (see
 * server/services/client-app/page-assets.ts). Render it inside a <Suspense>.
 */
export function lazyPage<K extends string>(module: string, load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  function RenderedPage() {
    useRenderedModule(module);
    return <Page />;
  }
  RenderedPage.displayName = name;
  return RenderedPage;
}
