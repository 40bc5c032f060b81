import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_CLIPBOARD_TYPE, inertHtml, LINK_PROMPT, LINK_REFUSED, RichTextEditor, safeLinkUrl } from './RichTextEditor';

// The editing commands, seen as plain properties so the tests can add and remove them.
const editing = document as unknown as Record<'execCommand' | 'queryCommandState' | 'queryCommandValue', unknown>;

/** jsdom has no editing commands: stand them in, as a browser that has them. */
function stubCommands(result = true, state: (command: string) => boolean = () => false, block = 'p') {
  const execCommand = vi.fn((_command: string, _ui?: boolean, _value?: string) => result);
  editing.execCommand = execCommand;
  editing.queryCommandState = vi.fn(state);
  editing.queryCommandValue = vi.fn(() => block);
  return execCommand;
}

afterEach(() => {
  for (const name of ['execCommand', 'queryCommandState', 'queryCommandValue']) Reflect.deleteProperty(document, name);
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

function selectInside(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox showing the value, with a named toolbar', () => {
    stubCommands();
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
  });

  it('runs the editing command of each toolbar button and reports the new HTML', async () => {
    const execCommand = stubCommands();
    const onChange = vi.fn();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
    await press('Bold');
    await press('Italic');
    await press('Heading 2');
    await press('Heading 3');
    await press('Bulleted list');
    await press('Numbered list');
    await press('Quote');
    await press('Remove formatting');
    expect(execCommand.mock.calls.map(([command, , value]) => (value === undefined ? command : `${command}:${value}`))).toEqual([
      'bold',
      'italic',
      'formatBlock:h2',
      'formatBlock:h3',
      'insertUnorderedList',
      'insertOrderedList',
      'formatBlock:blockquote',
      'removeFormat',
      'unlink',
    ]);
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>');
  });

  it('turns a heading back into a paragraph, and shows the current formatting with aria-pressed', async () => {
    const execCommand = stubCommands(true, (command) => command === 'bold', 'h2');
    render(<Harness initial="<h2>Title</h2>" />);
    selectInside(region().querySelector('h2')!);
    act(() => {
      document.dispatchEvent(new Event('selectionchange'));
    });
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Heading 3' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(execCommand).toHaveBeenLastCalledWith('formatBlock', false, 'p');
  });

  it('makes Ctrl+B and Cmd+I bold and italic', () => {
    const execCommand = stubCommands();
    render(<Harness initial="<p>Hello</p>" />);
    fireEvent.keyDown(region(), { key: 'b', ctrlKey: true });
    fireEvent.keyDown(region(), { key: 'I', metaKey: true });
    fireEvent.keyDown(region(), { key: 'b' });
    expect(execCommand.mock.calls.map(([command]) => command)).toEqual(['bold', 'italic']);
  });

  it('keeps the value when switching to the HTML source and back, and takes edits made there', async () => {
    stubCommands();
    render(<Harness initial="<p>Hello <em>there</em></p>" />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit HTML' }));
    expect(screen.getByRole('button', { name: 'Edit HTML' })).toHaveAttribute('aria-pressed', 'true');
    const source = screen.getByRole('textbox', { name: /^Content/ });
    expect(source.tagName).toBe('TEXTAREA');
    expect(source).toHaveValue('<p>Hello <em>there</em></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    fireEvent.change(source, { target: { value: '<h2>New</h2><p>Body</p>' } });
    await userEvent.click(screen.getByRole('button', { name: 'Edit HTML' }));
    expect(region().tagName).toBe('DIV');
    expect(region().innerHTML).toBe('<h2>New</h2><p>Body</p>');
    expect(currentValue()).toBe('<h2>New</h2><p>Body</p>');
  });

  it('falls back to the HTML source where the browser has no editing commands', async () => {
    render(<Harness initial="<p>Plain</p>" />);
    const source = screen.getByRole('textbox', { name: /^Content/ });
    expect(source.tagName).toBe('TEXTAREA');
    expect(source).toHaveValue('<p>Plain</p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Link' })).toBeDisabled();
    await userEvent.type(source, ' more');
    expect(currentValue()).toBe('<p>Plain</p> more');
  });

  it('refuses javascript: and other non-web links, and links http(s) and mailto addresses', async () => {
    const execCommand = stubCommands();
    const prompt = vi.fn<(message?: string, initial?: string) => string | null>();
    vi.stubGlobal('prompt', prompt);
    render(<Harness initial="<p>Read more</p>" />);
    selectInside(region().querySelector('p')!);

    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', '/relative', 'mailto:']) {
      prompt.mockReturnValueOnce(bad);
      await userEvent.click(screen.getByRole('button', { name: 'Link' }));
      expect(screen.getByRole('alert')).toHaveTextContent(LINK_REFUSED);
    }
    expect(prompt).toHaveBeenCalledWith(LINK_PROMPT, 'https://');
    expect(execCommand).not.toHaveBeenCalledWith('createLink', expect.anything(), expect.anything());

    prompt.mockReturnValueOnce(null);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(execCommand).not.toHaveBeenCalledWith('createLink', expect.anything(), expect.anything());

    prompt.mockReturnValueOnce(' https://example.in/calm ');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(execCommand).toHaveBeenLastCalledWith('createLink', false, 'https://example.in/calm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    prompt.mockReturnValueOnce('mailto:care@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(execCommand).toHaveBeenLastCalledWith('createLink', false, 'mailto:care@example.in');
  });

  it('pastes the plain text of the clipboard, never its HTML', () => {
    const execCommand = stubCommands();
    render(<Harness initial="<p>Start</p>" />);
    const clipboard = { 'text/plain': 'Hello <b>world</b>', 'text/html': '<img src="x" onerror="alert(1)"><b>world</b>' } as Record<string, string>;
    fireEvent.paste(region(), { clipboardData: { getData: (type: string) => clipboard[type] ?? '' } });
    expect(execCommand).toHaveBeenCalledWith('insertText', false, 'Hello <b>world</b>');
    expect(execCommand).not.toHaveBeenCalledWith('insertHTML', expect.anything(), expect.anything());
  });

  it('inserts the pasted text as text where insertText is not available', () => {
    stubCommands(false);
    render(<Harness initial="<p>Start</p>" />);
    selectInside(region().querySelector('p')!);
    window.getSelection()!.collapseToEnd();
    fireEvent.paste(region(), { clipboardData: { getData: (type: string) => (type === 'text/plain' ? ' <img src=x onerror=alert(1)>' : '') } });
    expect(region().querySelector('img')).toBeNull();
    expect(region().textContent).toBe('Start <img src=x onerror=alert(1)>');
    expect(currentValue()).toBe('<p>Start &lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('keeps the formatting of what was copied from the editor itself, made inert', () => {
    const execCommand = stubCommands();
    render(<Harness initial="<p>Start</p>" />);
    const data = { [EDITOR_CLIPBOARD_TYPE]: '<strong>Kept</strong><img src="https://images.example/a.png" onerror="alert(1)">', 'text/plain': 'Kept' } as Record<string, string>;
    fireEvent.paste(region(), { clipboardData: { getData: (type: string) => data[type] ?? '' } });
    expect(execCommand).toHaveBeenCalledWith('insertHTML', false, '<strong>Kept</strong><img src="https://images.example/a.png">');
  });

  it('shows stored HTML without anything that could run', () => {
    stubCommands();
    render(<Harness initial={'<p onclick="x()">Hi</p><script>window.ran = 1</script><img src="x" onerror="alert(1)"><a href=" javascript:alert(2)">a</a><iframe src="https://x.example"></iframe>'} />);
    expect(region().innerHTML).toBe('<p>Hi</p><img src="x"><a>a</a>');
    expect((window as { ran?: number }).ran).toBeUndefined();
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
