import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

// A small rich-text editor for blog posts: a contentEditable region driven by the browser's
// editing commands, with a raw "Edit HTML" view that always works. Its value is HTML.
// The server sanitises the HTML on every save; what is done here only keeps the editor
// itself inert while staff work in it.

/** The MIME type our own copy and cut put on the clipboard, so a paste inside the editor keeps its formatting. */
export const EDITOR_CLIPBOARD_TYPE = 'application/x-blog-editor-html';
export const LINK_PROMPT = 'Link address (https://, http:// or mailto:)';
export const LINK_REFUSED = 'Only http://, https:// and mailto: links are allowed.';

type Block = 'h2' | 'h3' | 'blockquote';
type Command =
  | { kind: 'inline'; command: 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' }
  | { kind: 'block'; block: Block };

type Tool = { id: string; label: string; text: string; command: Command; shortcut?: string };

const TOOLS: Tool[] = [
  { id: 'bold', label: 'Bold', text: 'B', command: { kind: 'inline', command: 'bold' }, shortcut: 'Control+B' },
  { id: 'italic', label: 'Italic', text: 'I', command: { kind: 'inline', command: 'italic' }, shortcut: 'Control+I' },
  { id: 'h2', label: 'Heading 2', text: 'H2', command: { kind: 'block', block: 'h2' } },
  { id: 'h3', label: 'Heading 3', text: 'H3', command: { kind: 'block', block: 'h3' } },
  { id: 'ul', label: 'Bulleted list', text: '• List', command: { kind: 'inline', command: 'insertUnorderedList' } },
  { id: 'ol', label: 'Numbered list', text: '1. List', command: { kind: 'inline', command: 'insertOrderedList' } },
  { id: 'quote', label: 'Quote', text: '“ ”', command: { kind: 'block', block: 'blockquote' } },
];

type Pressed = Record<string, boolean>;

/** True when the browser can run the editing commands (Chromium, Firefox and Safari still can). */
function canEditRich(): boolean {
  return typeof document !== 'undefined' && typeof document.execCommand === 'function';
}

function exec(command: string, value?: string): boolean {
  try {
    return document.execCommand(command, false, value);
  } catch {
    return false;
  }
}

function commandState(command: string): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}

function currentBlock(): string {
  try {
    if (typeof document.queryCommandValue !== 'function') return '';
    return document.queryCommandValue('formatBlock').replace(/[<>]/g, '').toLowerCase();
  } catch {
    return '';
  }
}

/** http(s) and mailto only; anything else (javascript:, data:, relative paths) is refused. */
export function safeLinkUrl(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    if (url.protocol === 'mailto:' && url.pathname.includes('@')) return value;
  } catch {
    return null;
  }
  return null;
}

const DROPPED = 'script,style,iframe,frame,frameset,object,embed,link,meta,base,form,template,noscript,svg,math';
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'background']);

/**
 * The HTML as the editing region may hold it: parsed in an inert document (nothing runs or
 * loads there), without scripts, embeds, event handlers or script URLs.
 */
export function inertHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll(DROPPED).forEach((element) => element.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      // eslint-disable-next-line no-control-regex
      const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (lower.startsWith('on') || lower === 'style' || (URL_ATTRIBUTES.has(lower) && /^(javascript|vbscript|data):/.test(compact))) {
        element.removeAttribute(name);
      }
    }
  });
  return doc.body.innerHTML;
}

/** An editing region holding nothing visible reports '' (so "required" still means something). */
function htmlOf(element: HTMLElement): string {
  const blank = (element.textContent ?? '').trim() === '' && !element.querySelector('img,hr');
  return blank ? '' : element.innerHTML;
}

type Props = {
  /** The id of the editing region; the HTML source view uses `${id}-source`. */
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
};

export function RichTextEditor({ id, label, value, onChange, required = false }: Props) {
  const labelId = useId();
  const noteId = useId();
  const [rich] = useState(canEditRich);
  const [source, setSource] = useState(!rich);
  const [pressed, setPressed] = useState<Pressed>({});
  const [note, setNote] = useState<string | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  // Controlled: the region shows `value` unless it already holds it (its own edits come back
  // as `value` unchanged, so the caret stays put while typing).
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || htmlOf(element) === value) return;
    element.innerHTML = inertHtml(value);
  }, [value, source]);

  const refresh = useCallback(() => {
    const element = region.current;
    const selection = typeof window.getSelection === 'function' ? window.getSelection() : null;
    if (!element || !selection?.anchorNode || !element.contains(selection.anchorNode)) return;
    const block = currentBlock();
    setPressed({
      bold: commandState('bold'),
      italic: commandState('italic'),
      ul: commandState('insertUnorderedList'),
      ol: commandState('insertOrderedList'),
      h2: block === 'h2',
      h3: block === 'h3',
      quote: block === 'blockquote',
    });
  }, []);

  useEffect(() => {
    if (source) return;
    document.addEventListener('selectionchange', refresh);
    return () => document.removeEventListener('selectionchange', refresh);
  }, [source, refresh]);

  function emit() {
    const element = region.current;
    if (element) onChangeRef.current(htmlOf(element));
  }

  function run(command: Command) {
    region.current?.focus();
    if (command.kind === 'inline') {
      exec(command.command);
    } else {
      // A second press on the same block kind turns it back into a paragraph.
      exec('formatBlock', currentBlock() === command.block ? 'p' : command.block);
    }
    setNote(null);
    emit();
    refresh();
  }

  function link() {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    const answer = window.prompt(LINK_PROMPT, 'https://');
    if (answer === null) return;
    const url = safeLinkUrl(answer);
    if (!url) {
      setNote(LINK_REFUSED);
      return;
    }
    region.current?.focus();
    if (range && region.current?.contains(range.commonAncestorContainer)) {
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    if (!range || range.collapsed) exec('insertText', url);
    // Select what was just typed so it becomes the link text.
    if (!range || range.collapsed) {
      const after = window.getSelection();
      if (after && after.rangeCount > 0) {
        const end = after.getRangeAt(0);
        const node = end.endContainer;
        const offset = end.endOffset;
        if (node.nodeType === Node.TEXT_NODE && offset >= url.length) {
          const linkRange = document.createRange();
          linkRange.setStart(node, offset - url.length);
          linkRange.setEnd(node, offset);
          after.removeAllRanges();
          after.addRange(linkRange);
        }
      }
    }
    exec('createLink', url);
    setNote(null);
    emit();
  }

  function clearFormatting() {
    region.current?.focus();
    exec('removeFormat');
    exec('unlink');
    if (currentBlock() !== 'p' && currentBlock() !== '') exec('formatBlock', 'p');
    setNote(null);
    emit();
    refresh();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      run({ kind: 'inline', command: key === 'b' ? 'bold' : 'italic' });
    }
  }

  function selectedHtml(): { text: string; html: string } | null {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
    const range = selection.getRangeAt(0);
    if (!region.current?.contains(range.commonAncestorContainer)) return null;
    const holder = document.createElement('div');
    holder.appendChild(range.cloneContents());
    return { text: selection.toString(), html: holder.innerHTML };
  }

  function onCopy(event: ClipboardEvent<HTMLDivElement>, cut: boolean) {
    const selected = selectedHtml();
    if (!selected) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', selected.text);
    event.clipboardData.setData('text/html', selected.html);
    event.clipboardData.setData(EDITOR_CLIPBOARD_TYPE, selected.html);
    if (cut) {
      exec('delete');
      emit();
    }
  }

  // Pasted content arrives as plain text; only our own copied HTML keeps its formatting
  // (cleaned again on the way in).
  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    event.preventDefault();
    const ours = event.clipboardData.getData(EDITOR_CLIPBOARD_TYPE);
    if (ours) {
      exec('insertHTML', inertHtml(ours));
    } else {
      const text = event.clipboardData.getData('text/plain');
      if (!text) return;
      if (!exec('insertText', text)) insertTextAtCaret(text);
    }
    emit();
  }

  function insertTextAtCaret(text: string) {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0 || !region.current?.contains(selection.anchorNode)) {
      region.current?.append(document.createTextNode(text));
      return;
    }
    const range = selection.getRangeAt(0);
    range.deleteContents();
    const node = document.createTextNode(text);
    range.insertNode(node);
    range.setStartAfter(node);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  }

  const formattingOff = source || !rich;
  return (
    <div className="field rte">
      <span id={labelId} className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <div className="rte__toolbar" role="toolbar" aria-label={`${label} formatting`} aria-controls={source ? `${id}-source` : id}>
        {TOOLS.map((tool) => (
          <button
            key={tool.id}
            type="button"
            className="rte__button"
            aria-label={tool.label}
            title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
            aria-pressed={formattingOff ? undefined : Boolean(pressed[tool.id])}
            aria-keyshortcuts={tool.shortcut}
            disabled={formattingOff}
            // Keep the selection in the editing region while the button is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(tool.command)}
          >
            {tool.text}
          </button>
        ))}
        <button type="button" className="rte__button" aria-label="Link" title="Link" disabled={formattingOff} onMouseDown={(event) => event.preventDefault()} onClick={link}>
          Link
        </button>
        <button
          type="button"
          className="rte__button"
          aria-label="Remove formatting"
          title="Remove formatting"
          disabled={formattingOff}
          onMouseDown={(event) => event.preventDefault()}
          onClick={clearFormatting}
        >
          Clear
        </button>
        <button
          type="button"
          className="rte__button rte__button--source"
          aria-pressed={source}
          disabled={!rich}
          onClick={() => {
            setNote(null);
            setPressed({});
            setSource((on) => !on);
          }}
        >
          Edit HTML
        </button>
      </div>
      {note && (
        <p id={noteId} className="field__error" role="alert">
          {note}
        </p>
      )}
      {source ? (
        <textarea
          id={`${id}-source`}
          className="field__control rte__source"
          aria-labelledby={labelId}
          aria-describedby={note ? noteId : undefined}
          aria-required={required || undefined}
          rows={14}
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <div
          id={id}
          ref={region}
          className="field__control rte__region blog-prose"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={note ? noteId : undefined}
          aria-required={required || undefined}
          tabIndex={0}
          onInput={emit}
          onBlur={emit}
          onKeyDown={onKeyDown}
          onKeyUp={refresh}
          onMouseUp={refresh}
          onPaste={onPaste}
          onCopy={(event) => onCopy(event, false)}
          onCut={(event) => onCopy(event, true)}
          onDrop={(event) => event.preventDefault()}
        />
      )}
    </div>
  );
}
