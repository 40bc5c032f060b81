import { describe, expect, it } from 'vitest';
import { acceptsBrotli } from './precompressed';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip', false],
    ['', false],
    [undefined, false],
    ['brotli', false],
  ])('%s -> %s', (header, expected) => expect(acceptsBrotli(header)).toBe(expected));
});
