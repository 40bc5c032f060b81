import { describe, expect, it } from 'vitest';
import { inlineStyles } from './inline-styles';

const STYLES: Record<string, string> = {
  '/assets/index-1.css': '.site{color:red}\n',
  '/assets/blog-1.css': '.post{margin:0}',
  '/assets/odd-1.css': 'a::after{content:"</style>"}',
};
const read = (href: string) => STYLES[href];

describe('inlineStyles', () => {
  it('writes each linked stylesheet into the page, keeping a disabled link to its file for the loader', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/blog-1.css"><script type="module" crossorigin src="/assets/index-1.js"></script></head>';
    expect(inlineStyles(html, read)).toBe(
      '<head><style>.site{color:red}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>' +
        '<style>.post{margin:0}</style><link rel="stylesheet" href="/assets/blog-1.css" disabled>' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script></head>',
    );
  });

  it('leaves linked a stylesheet it cannot read or that could close its element', () => {
    const missing = '<link rel="stylesheet" crossorigin href="/assets/gone-1.css">';
    const odd = '<link rel="stylesheet" crossorigin href="/assets/odd-1.css">';
    expect(inlineStyles(missing + odd, read)).toBe(missing + odd);
  });
});
