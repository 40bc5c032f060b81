import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeBlogHtml } from '../../../server/services/content/sanitize-blog-html';
import { SEED_BLOG_POSTS } from '../../../server/services/content/seed-data';
import { EDITOR_CLIPBOARD_TYPE, inertHtml, LINK_PROMPT, LINK_REFUSED, RichTextEditor, safeLinkUrl } from './RichTextEditor';

// jsdom lays nothing out: the editor asks where the caret is on screen (to scroll it into
// view) and what is under the pointer. Nothing is anywhere.
const layout = { rangeRects: Range.prototype.getClientRects, rangeBox: Range.prototype.getBoundingClientRect, fromPoint: document.elementFromPoint };
beforeAll(() => {
  Range.prototype.getClientRects = () => document.createElement('div').getClientRects();
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
afterAll(() => {
  Range.prototype.getClientRects = layout.rangeRects;
  Range.prototype.getBoundingClientRect = layout.rangeBox;
  document.elementFromPoint = layout.fromPoint;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="content"
        label="Content"
        required
        value={value}
        onChange={(html) => {
          onChange?.(html);
          setValue(html);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const region = () => screen.getByRole('textbox', { name: /^Content/ });
const currentValue = () => screen.getByTestId('value').textContent;
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

/** Selects as a person would: the region has the focus, the browser reports the new selection. */
function select(range: Range) {
  region().focus();
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });
}

function selectInside(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  select(range);
}

/** The caret at the end of the last text in the region. */
function caretAtEnd() {
  const walker = document.createTreeWalker(region(), NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  while (walker.nextNode()) last = walker.currentNode as Text;
  const range = document.createRange();
  range.setStart(last!, last!.length);
  select(range);
}

function paste(data: Record<string, string>) {
  fireEvent.paste(region(), { clipboardData: { getData: (type: string) => data[type] ?? '' } });
}

/** What the server would store: the sanitiser's answer, written as the editor writes void elements. */
const sanitised = (html: string) => sanitizeBlogHtml(html).replaceAll(' />', '>');

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox showing the value, with a named toolbar', () => {
    render(<Harness initial="<p>Hello <strong>there</strong></p>" />);
    const box = region();
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box.innerHTML).toBe('<p>Hello <strong>there</strong></p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Content formatting' });
    for (const name of ['Bold', 'Italic', 'Heading 2', 'Heading 3', 'Bulleted list', 'Numbered list', 'Quote', 'Link', 'Remove formatting', 'Edit HTML']) {
      expect(toolbar).toContainElement(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
  });

  it('formats the selection with each toolbar button and reports HTML the server keeps as it is', async () => {
    const onChange = vi.fn<(html: string) => void>();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    selectInside(region().querySelector('p')!);
    const steps: [string, string][] = [
      ['Bold', '<p><strong>Hello</strong></p>'],
      ['Italic', '<p><strong><em>Hello</em></strong></p>'],
      ['Heading 2', '<h2><strong><em>Hello</em></strong></h2>'],
      ['Heading 3', '<h3><strong><em>Hello</em></strong></h3>'],
      ['Remove formatting', '<p>Hello</p>'],
      ['Bulleted list', '<ul><li>Hello</li></ul>'],
      ['Numbered list', '<ol><li>Hello</li></ol>'],
      ['Numbered list', '<p>Hello</p>'],
      ['Quote', '<blockquote>Hello</blockquote>'],
      ['Quote', '<p>Hello</p>'],
    ];
    for (const [button, html] of steps) {
      await press(button);
      expect(currentValue(), button).toBe(html);
    }
    for (const [html] of onChange.mock.calls) expect(sanitised(html)).toBe(html);
  });

  it('turns a heading back into a paragraph, and shows the current formatting with aria-pressed', async () => {
    render(<Harness initial="<h2><strong>Title</strong></h2>" />);
    selectInside(region().querySelector('h2 strong')!);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Heading 3' })).toHaveAttribute('aria-pressed', 'false');
    await press('Heading 2');
    expect(currentValue()).toBe('<p><strong>Title</strong></p>');
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('makes Ctrl+B and Cmd+I bold and italic', () => {
    render(<Harness initial="<p>Hello</p>" />);
    selectInside(region().querySelector('p')!);
    fireEvent.keyDown(region(), { key: 'b', ctrlKey: true });
    expect(currentValue()).toBe('<p><strong>Hello</strong></p>');
    fireEvent.keyDown(region(), { key: 'I', metaKey: true });
    expect(currentValue()).toBe('<p><strong><em>Hello</em></strong></p>');
    fireEvent.keyDown(region(), { key: 'b' });
    fireEvent.keyDown(region(), { key: 'b', ctrlKey: true, altKey: true });
    expect(currentValue()).toBe('<p><strong><em>Hello</em></strong></p>');
  });

  it('takes typing, and reports an editor holding nothing visible as empty', async () => {
    render(<Harness initial="<p>Hello</p>" />);
    caretAtEnd();
    await userEvent.keyboard(' there');
    expect(currentValue()).toBe('<p>Hello there</p>');
    selectInside(region());
    await userEvent.keyboard('{Backspace}');
    expect(currentValue()).toBe('');
  });

  it('keeps the value when switching to the HTML source and back, and takes edits made there', async () => {
    render(<Harness initial="<p>Hello <em>there</em></p>" />);
    await press('Edit HTML');
    expect(screen.getByRole('button', { name: 'Edit HTML' })).toHaveAttribute('aria-pressed', 'true');
    const source = screen.getByRole('textbox', { name: /^Content/ });
    expect(source.tagName).toBe('TEXTAREA');
    expect(source).toHaveValue('<p>Hello <em>there</em></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bold' })).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('button', { name: 'Link' })).toBeDisabled();
    fireEvent.change(source, { target: { value: '<h2>New</h2><p>Body</p>' } });
    await press('Edit HTML');
    expect(region().tagName).toBe('DIV');
    expect(region().innerHTML).toBe('<h2>New</h2><p>Body</p>');
    expect(currentValue()).toBe('<h2>New</h2><p>Body</p>');
    // Editing goes on from what was written there.
    selectInside(region().querySelector('h2')!);
    await press('Bold');
    expect(currentValue()).toBe('<h2><strong>New</strong></h2><p>Body</p>');
  });

  it('refuses javascript: and other non-web links, and links http(s) and mailto addresses', async () => {
    const prompt = vi.fn<(message?: string, initial?: string) => string | null>();
    vi.stubGlobal('prompt', prompt);
    render(<Harness initial="<p>Read more</p>" />);
    selectInside(region().querySelector('p')!);

    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', '/relative', 'mailto:']) {
      prompt.mockReturnValueOnce(bad);
      await press('Link');
      expect(screen.getByRole('alert')).toHaveTextContent(LINK_REFUSED);
      expect(region()).toHaveAccessibleDescription(LINK_REFUSED);
    }
    expect(prompt).toHaveBeenCalledWith(LINK_PROMPT, 'https://');
    expect(currentValue()).toBe('<p>Read more</p>');

    prompt.mockReturnValueOnce(null);
    await press('Link');
    expect(currentValue()).toBe('<p>Read more</p>');

    prompt.mockReturnValueOnce(' https://example.in/calm ');
    await press('Link');
    expect(currentValue()).toBe('<p><a href="https://example.in/calm">Read more</a></p>');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // With nothing selected, the address is the link's text.
    caretAtEnd();
    fireEvent.keyDown(region(), { key: 'End' });
    prompt.mockReturnValueOnce('mailto:care@example.in');
    await press('Link');
    expect(currentValue()).toBe('<p><a href="https://example.in/calm">Read more</a><a href="mailto:care@example.in">mailto:care@example.in</a></p>');
    expect(sanitised(currentValue()!)).toBe(currentValue()!.replaceAll('">', '" rel="noopener noreferrer">'));
  });

  it('pastes the plain text of the clipboard, never its HTML, a paragraph per line', () => {
    render(<Harness initial="<p>Start</p>" />);
    caretAtEnd();
    paste({ 'text/plain': ' <img src=x onerror=alert(1)>', 'text/html': '<img src="x" onerror="alert(1)"><b>world</b>' });
    expect(region().querySelector('img')).toBeNull();
    expect(region().textContent).toBe('Start <img src=x onerror=alert(1)>');
    expect(currentValue()).toBe('<p>Start &lt;img src=x onerror=alert(1)&gt;</p>');
    paste({ 'text/plain': ' one\r\ntwo\nthree' });
    expect(currentValue()).toBe('<p>Start &lt;img src=x onerror=alert(1)&gt; one</p><p>two</p><p>three</p>');
  });

  it('keeps the formatting of what was copied from the editor itself, made inert', () => {
    render(<Harness initial="<p>Start</p>" />);
    caretAtEnd();
    paste({ [EDITOR_CLIPBOARD_TYPE]: '<strong>Kept</strong><img src="https://images.example/a.png" onerror="alert(1)">', 'text/plain': 'Kept' });
    expect(currentValue()).toBe('<p>Start<strong>Kept</strong></p><img src="https://images.example/a.png">');
  });

  it('copies and cuts as text, as HTML and as its own formatting', () => {
    render(<Harness initial="<p>Calm <strong>breath</strong></p><p>Out</p>" />);
    selectInside(region());
    const copied = new Map<string, string>();
    const clipboardData = { setData: (type: string, data: string) => copied.set(type, data) };
    fireEvent.copy(region(), { clipboardData });
    expect(Object.fromEntries(copied)).toEqual({
      'text/plain': 'Calm breath\n\nOut',
      'text/html': '<p>Calm <strong>breath</strong></p><p>Out</p>',
      [EDITOR_CLIPBOARD_TYPE]: '<p>Calm <strong>breath</strong></p><p>Out</p>',
    });
    expect(currentValue()).toBe('<p>Calm <strong>breath</strong></p><p>Out</p>');
    fireEvent.cut(region(), { clipboardData });
    expect(currentValue()).toBe('');
  });

  it('shows stored HTML without anything that could run, and leaves the value alone until edited', () => {
    const stored = '<p onclick="x()">Hi</p><script>window.ran = 1</script><img src="x" onerror="alert(1)"><a href=" javascript:alert(2)">a</a><iframe src="https://x.example"></iframe>';
    render(<Harness initial={stored} />);
    expect(region().querySelector('script, iframe, a, [onclick], [onerror]')).toBeNull();
    expect(region().querySelector('img')).toHaveAttribute('src', 'x');
    expect(region().textContent).toBe('Hia');
    expect((window as { ran?: number }).ran).toBeUndefined();
    expect(currentValue()).toBe(stored);
  });

  it('loads every element the sanitiser keeps, and gives the post back as it was', () => {
    const post =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>' +
      '<p>Line<br>break, <strong>strong</strong>, <em>em</em>, <a rel="noopener noreferrer" href="https://example.in/" title="Example">a link</a></p>' +
      '<ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul><ol><li>first</li></ol>' +
      '<blockquote>Quoted</blockquote><hr>' +
      '<figure><img src="/images/blog/a.svg" alt="A" title="T" width="640" height="360"><figcaption>Caption</figcaption></figure>' +
      '<p>End</p>';
    expect(sanitised(post)).toBe(post);
    render(<Harness initial={post} />);
    caretAtEnd();
    paste({ 'text/plain': '.' });
    expect(currentValue()).toBe(post.replace('<p>End</p>', '<p>End.</p>'));
  });

  it('loads each demo post and gives it back as it was', () => {
    const tight = (html: string) => html.replace(/>\s+</g, '><').trim();
    for (const { blogId, content } of SEED_BLOG_POSTS) {
      const { unmount } = render(<Harness initial={content} />);
      caretAtEnd();
      paste({ 'text/plain': '.' });
      expect(currentValue(), blogId).toBe(tight(content).replace(/<\/p>$/, '.</p>'));
      unmount();
    }
  });
});

describe('safeLinkUrl and inertHtml', () => {
  it('accepts only http, https and mailto addresses', () => {
    expect(safeLinkUrl('https://example.in')).toBe('https://example.in/');
    expect(safeLinkUrl('http://example.in/a?b=1')).toBe('http://example.in/a?b=1');
    expect(safeLinkUrl('mailto:a@example.in')).toBe('mailto:a@example.in');
    for (const bad of ['', 'javascript:alert(1)', 'java\tscript:alert(1)', 'ftp://x.example', 'example.in', 'mailto:nobody']) expect(safeLinkUrl(bad)).toBeNull();
  });

  it('drops scripts, handlers, styles and script URLs and keeps the structure', () => {
    expect(inertHtml('<h2 style="color:red">T</h2><ul><li><a href="https://ok.example">ok</a></li></ul><svg onload="x()"></svg><img src="data:image/svg+xml,x">')).toBe(
      '<h2>T</h2><ul><li><a href="https://ok.example">ok</a></li></ul><img>',
    );
  });
});
