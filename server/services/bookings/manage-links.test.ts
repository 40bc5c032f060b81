import { describe, expect, it } from 'vitest';
import { createManageLinks } from './manage-links';

const links = createManageLinks(() => 'a'.repeat(64), 'https://saathi.example');

describe('manage links', () => {
  it('open the booking they were made for, and only that one', () => {
    const token = links.tokenFor('family-friends', 42);
    expect(token).toMatch(/^f42\.[A-Za-z0-9_-]{43}$/);
    expect(links.bookingOf(token)).toEqual({ kind: 'family-friends', id: 42 });
    expect(links.urlFor('individual', 7)).toBe(`https://saathi.example/manage/${links.tokenFor('individual', 7)}`);
  });

  it('refuse a token moved to another booking, another kind, or made with another secret', () => {
    const signature = links.tokenFor('individual', 42).split('.')[1];
    expect(links.bookingOf(`i43.${signature}`)).toBeUndefined();
    expect(links.bookingOf(`c42.${signature}`)).toBeUndefined();
    const other = createManageLinks(() => 'b'.repeat(64), 'https://saathi.example');
    expect(links.bookingOf(other.tokenFor('individual', 42))).toBeUndefined();
  });

  it('refuse anything that is not a token', () => {
    for (const token of ['', 'i42', 'i42.', 'x42.' + 'a'.repeat(43), 'i0.' + 'a'.repeat(43), 'i42.' + 'a'.repeat(44), 'i99999999999999999.' + 'a'.repeat(43)]) {
      expect(links.bookingOf(token)).toBeUndefined();
    }
  });
});
