import { describe, expect, it } from 'vitest';
import { languageCookie, languageFromCookies, languageOfContent, languageOfPath, otherLanguage, pathIn, withoutLanguage } from './language';

describe('addresses', () => {
  it('reads the language from the address', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/about')).toBe('en');
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/')).toBe('hi');
    expect(languageOfPath('/hi/about')).toBe('hi');
    expect(languageOfPath('/HI/about')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
  });

  it('moves an address between the languages', () => {
    expect(pathIn('hi', '/')).toBe('/hi/');
    expect(pathIn('hi', '/blog/calm')).toBe('/hi/blog/calm');
    expect(pathIn('hi', '/hi/blog/calm')).toBe('/hi/blog/calm');
    expect(pathIn('en', '/hi/blog/calm')).toBe('/blog/calm');
    expect(pathIn('en', '/hi')).toBe('/');
    expect(withoutLanguage('/hi/')).toBe('/');
    expect(otherLanguage('en')).toBe('hi');
  });
});

describe('the lang cookie', () => {
  it('reads a remembered choice among other cookies, ignoring anything else', () => {
    expect(languageFromCookies('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageFromCookies('lang=en')).toBe('en');
    expect(languageFromCookies('lang=fr')).toBeUndefined();
    expect(languageFromCookies('')).toBeUndefined();
  });

  it('is kept for a year on the whole site', () => {
    expect(languageCookie('hi')).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('the language of a submission', () => {
  it("is Hindi when its Content-Language's first tag names Hindi, English otherwise", () => {
    expect(languageOfContent('hi')).toBe('hi');
    expect(languageOfContent('hi-IN, en;q=0.5')).toBe('hi');
    expect(languageOfContent(' HI ')).toBe('hi');
    expect(languageOfContent('en-IN')).toBe('en');
    expect(languageOfContent('hit')).toBe('en');
    expect(languageOfContent('en, hi')).toBe('en');
    expect(languageOfContent(undefined)).toBe('en');
  });
});
