// Characters that do nothing visible in a name or a message but can change what staff see:
// control characters (NUL, escape, C1 codes) and the bidirectional embeddings, overrides and
// isolates that reorder the text after them (U+202E turns "txt.exe" around on screen). The
// schemas remove them from free text and refuse them in identifiers; see
// docs/decisions/012-invisible-characters.md for which, and why.
//
// Every other character passes unchanged: Devanagari, Tamil, Bengali and every other script,
// the zero-width joiner and non-joiner they (and emoji) are written with, Arabic and Hebrew
// with their left-to-right and right-to-left marks, variation selectors, emoji tags.

/** U+202A-U+202E (LRE RLE PDF LRO RLO) and U+2066-U+2069 (LRI RLI FSI PDI). */
const BIDI_EMBEDDINGS = '\u202a-\u202e\u2066-\u2069';
/** C0 and C1 controls and DEL, without the whitespace ones (tab, line feed, CR, VT, FF, NEL). */
const CONTROLS = '\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f';
/** Half of a surrogate pair without the other half: not a character, and not writable as UTF-8. */
const LONE_SURROGATE = '[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]';
/** Every line break a text may hold: CR LF, CR, LF, VT, FF, NEL, line and paragraph separators. */
const LINE_BREAK = /\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/g;

const REMOVED = new RegExp(`[${CONTROLS}${BIDI_EMBEDDINGS}]|${LONE_SURROGATE}`, 'g');
const PRESENT = new RegExp(`[${CONTROLS}${BIDI_EMBEDDINGS}\\t\\r\\n\\u000b\\u000c\\u0085\\u2028\\u2029]|${LONE_SURROGATE}`);
/** A character someone can see: not whitespace, not a control, not a default-ignorable one (ZWJ, LRM, variation selectors...). */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\p{Cs}]/u;

export type TextKind = 'single-line' | 'multi-line';

/**
 * `text` without invisible controls. A single-line text turns each tab and line break into a
 * space (a name pasted with a line break keeps its words apart); a multi-line one keeps tabs
 * and writes every line break as `\n`. A text left with nothing visible (only zero-width or
 * space characters) becomes empty, so that a required field says so.
 */
export function withoutInvisibleControls(text: string, kind: TextKind): string {
  // Cheap for the usual text: nothing to replace, nothing copied.
  if (!PRESENT.test(text)) return hasVisibleText(text) ? text : '';
  const lines = kind === 'multi-line' ? text.replace(LINE_BREAK, '\n') : text.replace(LINE_BREAK, ' ').replaceAll('\t', ' ');
  const cleaned = lines.replace(REMOVED, '');
  return hasVisibleText(cleaned) ? cleaned : '';
}

/** Whether `text` holds a control, a line break or tab, a bidirectional embedding or a lone surrogate. */
export function hasInvisibleControls(text: string): boolean {
  return PRESENT.test(text);
}

/** Whether `text` has at least one character that shows. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * `text` with each invisible control written out as `<U+202E>`: for showing staff what was
 * stored or typed before the schemas removed them (a username tried at sign-in, an old
 * record in a CSV file). Tabs and line breaks stay as they are.
 */
export function showingInvisibleControls(text: string): string {
  return text.replace(REMOVED, (found) => `<U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`);
}
