import { describe, expect, it } from 'vitest';
import { placeholdersOf, type Catalogue, type Message } from './catalogue';

// Every catalogue pair in the code, found by name, so a new area's catalogues are checked
// without being listed here: the same keys in both languages, each with the same placeholders
// and, where the English has plural forms, the same forms.
const found = import.meta.glob<Catalogue>('/src/**/messages.{en,hi}.ts', { eager: true, import: 'default' });

const pairs = new Map<string, { en?: Catalogue; hi?: Catalogue }>();
for (const [file, catalogue] of Object.entries(found)) {
  const match = /^(.*)\/messages\.(en|hi)\.ts$/.exec(file);
  if (!match?.[1] || (match[2] !== 'en' && match[2] !== 'hi')) continue;
  const pair = pairs.get(match[1]) ?? {};
  pair[match[2]] = catalogue;
  pairs.set(match[1], pair);
}

const shape = (message: Message) => (typeof message === 'string' ? 'plain' : Object.keys(message).sort().join('/'));

describe('catalogues', () => {
  it('are found (the layout, the home page and more)', () => {
    expect([...pairs.keys()]).toEqual(expect.arrayContaining(['/src/ui', '/src/features/home']));
  });

  describe.each([...pairs.keys()])('%s', (area) => {
    const { en, hi } = pairs.get(area) ?? {};

    it('has an English and a Hindi catalogue', () => {
      expect(en).toBeDefined();
      expect(hi).toBeDefined();
    });

    it('has the same keys in both', () => {
      expect(Object.keys(hi ?? {}).sort()).toEqual(Object.keys(en ?? {}).sort());
    });

    it('has the same placeholders and plural forms in both, and no empty message', () => {
      for (const [key, english] of Object.entries(en ?? {})) {
        const hindi = hi?.[key];
        if (hindi === undefined) continue;
        expect({ key, shape: shape(hindi) }).toEqual({ key, shape: shape(english) });
        expect({ key, placeholders: placeholdersOf(hindi) }).toEqual({ key, placeholders: placeholdersOf(english) });
        const forms = typeof hindi === 'string' ? [hindi] : Object.values(hindi);
        expect(forms.every((form) => form.trim() !== '')).toBe(true);
      }
    });
  });
});
