import { describe, expect, it } from 'vitest';
import { interpolate, placeholdersOf, translate, type Catalogue } from './catalogue';

const catalogue = {
  hello: 'Hello, {name}!',
  plain: 'No placeholders',
  sessions: { one: '{count} session', other: '{count} sessions' },
} satisfies Catalogue;

describe('translate', () => {
  it('fills placeholders and leaves a missing one showing', () => {
    expect(translate(catalogue, 'hello', { name: 'Asha' }, 'en')).toBe('Hello, Asha!');
    expect(translate(catalogue, 'hello', undefined, 'en')).toBe('Hello, {name}!');
    expect(translate(catalogue, 'plain', { name: 'x' }, 'en')).toBe('No placeholders');
  });

  it('picks the plural form by the count, per language', () => {
    expect(translate(catalogue, 'sessions', { count: 1 }, 'en')).toBe('1 session');
    expect(translate(catalogue, 'sessions', { count: 0 }, 'en')).toBe('0 sessions');
    expect(translate(catalogue, 'sessions', { count: 12 }, 'en')).toBe('12 sessions');
    // Hindi counts zero and one in the same form.
    expect(translate(catalogue, 'sessions', { count: 0 }, 'hi')).toBe('0 session');
    expect(translate(catalogue, 'sessions', { count: 2 }, 'hi')).toBe('2 sessions');
  });

  it('writes numbers as the language does (Indian grouping)', () => {
    expect(interpolate('{n} clients', { n: 150000 }, 'en')).toBe('1,50,000 clients');
    expect(interpolate('{n} क्लाइंट', { n: 150000 }, 'hi')).toBe('1,50,000 क्लाइंट');
    expect(interpolate('{n}', { n: '150000' }, 'en')).toBe('150000');
  });
});

describe('placeholdersOf', () => {
  it('names every placeholder of every form, once', () => {
    expect(placeholdersOf('{b} and {a} and {b}')).toEqual(['a', 'b']);
    expect(placeholdersOf({ one: '{count} item', other: '{count} items of {owner}' })).toEqual(['count', 'owner']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});
