import { describe, expect, it } from 'vitest';
import { hindiCatalogueTags, pageStyleTags, type BuildManifest } from './page-assets';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx.js'], css: ['assets/index-1.css'] },
  '_jsx.js': { file: 'assets/jsx-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_jsx.js', '_index-style.js'], css: ['assets/blog-1.css'] },
  '_index-style.js': { file: 'assets/x-1.js', css: ['assets/index-1.css'] },
  'src/features/blog/BlogListPage.tsx': { file: 'assets/BlogListPage-1.js', imports: ['_card.js', '_jsx.js'], css: ['assets/blog-1.css'] },
  'src/features/admin/AdminArea.tsx': { file: 'assets/AdminArea-1.js', css: ['assets/admin-1.css'] },
};

describe('pageStyleTags', () => {
  it('links a page’s own styles, those of the chunks it imports, each once, and nothing the entry already loads', () => {
    expect(pageStyleTags(MANIFEST, ['features/blog/BlogListPage.tsx', 'features/admin/AdminArea.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/blog-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/admin-1.css">',
    );
  });

  it('names nothing for the home page (in the entry) or a module the build does not know', () => {
    expect(pageStyleTags(MANIFEST, [])).toBe('');
    expect(pageStyleTags(MANIFEST, ['features/nowhere/Page.tsx'])).toBe('');
  });
});

describe('hindiCatalogueTags', () => {
  it('preloads the Hindi catalogues the entry imports, and no page', () => {
    const manifest: BuildManifest = {
      ...MANIFEST,
      'index.html': {
        ...MANIFEST['index.html'],
        file: 'assets/index-1.js',
        dynamicImports: ['src/ui/messages.hi.ts', 'src/features/blog/BlogListPage.tsx', 'src/features/home/messages.hi.ts'],
      },
      'src/ui/messages.hi.ts': { file: 'assets/messages.hi-1.js' },
      'src/features/home/messages.hi.ts': { file: 'assets/messages.hi-2.js' },
    };
    expect(hindiCatalogueTags(manifest)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/messages.hi-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/messages.hi-2.js">',
    );
    expect(hindiCatalogueTags(MANIFEST)).toBe('');
  });
});
