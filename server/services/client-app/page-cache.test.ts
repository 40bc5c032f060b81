import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../../src/domain/consent';
import { createPageCache } from './page-cache';

const page = (html: string) => ({ html, status: 200 });

describe('createPageCache', () => {
  it('keys a page by content revision, day in India, cookie choice and URL', async () => {
    let revision = '1.0';
    let at = new Date('2026-11-22T10:00:00Z');
    const cache = createPageCache({ size: 10, contentRevision: async () => revision, now: () => at });
    const first = await cache.keyFor('/blogs', '');
    expect(await cache.keyFor('/blogs', 'other=1')).toBe(first);
    expect(await cache.keyFor('/blogs?x=1', '')).not.toBe(first);

    const chosen = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ value: 'rejected', date: '2026-11-01T00:00:00Z' }))}`;
    expect(await cache.keyFor('/blogs', chosen)).not.toBe(first);

    revision = '2.0';
    expect(await cache.keyFor('/blogs', '')).not.toBe(first);
    revision = '1.0';
    at = new Date('2026-11-22T18:29:00Z');
    expect(await cache.keyFor('/blogs', '')).toBe(first);
    at = new Date('2026-11-22T18:31:00Z'); // past midnight in India
    expect(await cache.keyFor('/blogs', '')).not.toBe(first);
  });

  it('keeps the most recently used pages up to its size', () => {
    const cache = createPageCache({ size: 2, contentRevision: async () => '1' });
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    expect(cache.get('a')?.html).toBe('A');
    cache.set('c', page('C'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('A');
    expect(cache.get('c')?.html).toBe('C');
  });
});
