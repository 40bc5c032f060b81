import { describe, expect, it } from 'vitest';
import { hasInvisibleControls, hasVisibleText, showingInvisibleControls, withoutInvisibleControls } from './invisible-characters';

const ZWJ = '\u200d';
const ZWNJ = '\u200c';

/** Text people write, each with the joiners, marks and selectors its script or emoji needs. */
const WRITTEN_TEXT: [string, string][] = [
  ['Hindi', 'नमस्ते, मेरा नाम अंजलि शर्मा है'],
  ['Hindi with a half-form made with ZWJ', `क्${ZWJ}ष और क्${ZWNJ}ष`],
  ['Marathi eyelash ra (ZWJ)', `र्${ZWJ}य`],
  ['Tamil', 'வணக்கம், என் பெயர் கார்த்திக்'],
  ['Bengali, with the ZWNJ of র‌্যাব', `নমস্কার, র${ZWNJ}্যাব`],
  ['Malayalam chillu (ZWJ)', `ന്${ZWJ} അവന്${ZWJ}`],
  ['Telugu', 'నమస్కారం'],
  ['Kannada', 'ನಮಸ್ಕಾರ'],
  ['Gujarati', 'નમસ્તે'],
  ['Gurmukhi', 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ'],
  ['Odia', 'ନମସ୍କାର'],
  ['Urdu with an Arabic letter mark', 'شکریہ\u061c ۱۲۳'],
  ['Arabic with a right-to-left mark', 'مرحبا بالعالم\u200f 42'],
  ['Hebrew with a left-to-right mark', 'שלום \u200eABC\u200e עולם'],
  ['emoji joined with ZWJ and skin tone', '👩🏽‍⚕️ 👨‍👩‍👧 🏳️‍🌈'],
  ['a flag made of tag characters', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  ['a variation selector', '☺️ ❤︎'],
  ['Chinese and Japanese', '你好 こんにちは'],
  ['Latin with combining marks', 'Zoë Saldaña, Nguyễn'],
];

describe('withoutInvisibleControls', () => {
  it.each(WRITTEN_TEXT)('leaves %s unchanged, on one line or many', (_script, text) => {
    expect(withoutInvisibleControls(text, 'single-line')).toBe(text);
    expect(withoutInvisibleControls(text, 'multi-line')).toBe(text);
  });

  it.each([
    ['NUL', 'Asha\u0000 Rao'],
    ['a C0 control', 'Asha\u0001 Rao'],
    ['escape', 'Asha\u001b Rao'],
    ['DEL', 'Asha\u007f Rao'],
    ['a C1 control (CSI)', 'Asha \u009bRao'],
    ['right-to-left override and pop', 'Asha \u202eoaR\u202c'],
    ['left-to-right override', '\u202dAsha Rao'],
    ['right-to-left and left-to-right embeddings', '\u202bAsha\u202a Rao'],
    ['the four isolates', '\u2066Asha\u2069 \u2067Rao\u2068'],
    ['a lone high surrogate', 'Asha\ud800 Rao'],
    ['a lone low surrogate', 'Asha \udfffRao'],
  ])('removes %s', (_what, text) => {
    const cleaned = withoutInvisibleControls(text, 'single-line');
    expect(cleaned.replace('oaR', 'Rao')).toBe('Asha Rao');
    expect(hasInvisibleControls(cleaned)).toBe(false);
  });

  it('leaves a terminal escape sequence without its escape, so it is only text', () => {
    expect(withoutInvisibleControls('\u001b[31mAsha', 'single-line')).toBe('[31mAsha');
  });

  it('keeps a surrogate pair whole', () => {
    expect(withoutInvisibleControls('\ud83d\ude00\u0000', 'single-line')).toBe('😀');
  });

  it('turns tabs and line breaks of a single-line text into spaces', () => {
    expect(withoutInvisibleControls('Asha\tRao', 'single-line')).toBe('Asha Rao');
    expect(withoutInvisibleControls('Asha\r\nRao\nPune\rIndia\u2028x\u2029y\u0085z\u000bw\u000cv', 'single-line')).toBe('Asha Rao Pune India x y z w v');
  });

  it('keeps tabs and line breaks of a multi-line text, every break written as \\n', () => {
    expect(withoutInvisibleControls('Dear team,\r\n\tthank you.\rबहुत धन्यवाद\u2028Asha\u0000', 'multi-line')).toBe('Dear team,\n\tthank you.\nबहुत धन्यवाद\nAsha');
  });

  it.each([
    ['only controls', '\u0000\u202e\u0007'],
    ['only zero-width characters', `\u200b${ZWJ}${ZWNJ}\ufeff`],
    ['only marks and spaces', ' \u200e\u200f \u00a0'],
    ['only line breaks', '\r\n\n'],
  ])('empties a text with nothing visible: %s', (_what, text) => {
    expect(withoutInvisibleControls(text, 'single-line')).toBe('');
    expect(withoutInvisibleControls(text, 'multi-line')).toBe('');
  });
});

describe('hasInvisibleControls (identifiers are refused, not cleaned)', () => {
  it.each(WRITTEN_TEXT)('finds none in %s', (_script, text) => {
    expect(hasInvisibleControls(text)).toBe(false);
  });

  it.each(['a\u0000b', 'a\u202eb', 'a\u2066b', 'a\u009bb', 'a\nb', 'a\tb', 'a\ud800b'])('finds one in %j', (text) => {
    expect(hasInvisibleControls(text)).toBe(true);
  });
});

describe('hasVisibleText', () => {
  it('needs one character that shows', () => {
    expect(hasVisibleText('a')).toBe(true);
    expect(hasVisibleText('्')).toBe(true);
    expect(hasVisibleText(`\u200b${ZWJ}\u200e \t`)).toBe(false);
  });
});

describe('showingInvisibleControls', () => {
  it('writes each one out for staff, leaving everything else as it is', () => {
    expect(showingInvisibleControls('\u202eadmin\u0000')).toBe('<U+202E>admin<U+0000>');
    expect(showingInvisibleControls(`नमस्ते क्${ZWJ}ष\nline`)).toBe(`नमस्ते क्${ZWJ}ष\nline`);
  });
});
