import { Extension, Node, type ChainedCommands, type Editor } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { DOMSerializer, Fragment, DOMParser as SchemaParser, Slice } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor, useEditorState, type UseEditorOptions } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useId, useLayoutEffect, useMemo, useState } from 'react';

// A rich-text editor for blog posts, on Tiptap (ProseMirror), with a raw "Edit HTML" view that
// always works. Its value is HTML. The server sanitises the HTML on every save
// (server/services/content/sanitize-blog-html.ts): the editor holds exactly the elements that
// sanitiser keeps, so a stored post loads whole and nothing made here is lost on saving.
// What is done here only keeps the editor itself inert while staff work in it.

/** The MIME type our own copy and cut put on the clipboard, so a paste inside the editor keeps its formatting. */
export const EDITOR_CLIPBOARD_TYPE = 'application/x-blog-editor-html';
export const LINK_PROMPT = 'Link address (https://, http:// or mailto:)';
export const LINK_REFUSED = 'Only http://, https:// and mailto: links are allowed.';

type ToolId = 'bold' | 'italic' | 'h2' | 'h3' | 'ul' | 'ol' | 'quote';
type Tool = {
  id: ToolId;
  label: string;
  text: string;
  shortcut?: string;
  apply: (chain: ChainedCommands) => ChainedCommands;
  isOn: (editor: Editor) => boolean;
};

// Each block button toggles: a second press turns the block back into a paragraph.
const TOOLS: Tool[] = [
  { id: 'bold', label: 'Bold', text: 'B', shortcut: 'Control+B', apply: (c) => c.toggleBold(), isOn: (e) => e.isActive('bold') },
  { id: 'italic', label: 'Italic', text: 'I', shortcut: 'Control+I', apply: (c) => c.toggleItalic(), isOn: (e) => e.isActive('italic') },
  { id: 'h2', label: 'Heading 2', text: 'H2', apply: (c) => c.toggleHeading({ level: 2 }), isOn: (e) => e.isActive('heading', { level: 2 }) },
  { id: 'h3', label: 'Heading 3', text: 'H3', apply: (c) => c.toggleHeading({ level: 3 }), isOn: (e) => e.isActive('heading', { level: 3 }) },
  { id: 'ul', label: 'Bulleted list', text: '• List', apply: (c) => c.toggleBulletList(), isOn: (e) => e.isActive('bulletList') },
  { id: 'ol', label: 'Numbered list', text: '1. List', apply: (c) => c.toggleOrderedList(), isOn: (e) => e.isActive('orderedList') },
  { id: 'quote', label: 'Quote', text: '“ ”', apply: (c) => c.toggleBlockquote(), isOn: (e) => e.isActive('blockquote') },
];

type Pressed = Partial<Record<ToolId, boolean>>;

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
 * The HTML parsed in an inert document (nothing runs or loads there), without scripts, embeds,
 * event handlers or script URLs. The editor's schema would drop most of these anyway; this
 * makes sure nothing of them reaches it.
 */
function inertBody(html: string): HTMLElement {
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
  return doc.body;
}

export function inertHtml(html: string): string {
  return inertBody(html).innerHTML;
}

/** <figcaption>: only inside a figure. */
const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: () => ['figcaption', 0],
});

/** <figure>, which the sanitiser keeps: an image (or other blocks) with an optional caption. */
const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: '(block | figcaption)+',
  defining: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: () => ['figure', 0],
});

/** Ctrl+B and Ctrl+I, or Cmd, on every system, as the toolbar's titles say (Tiptap's own keys take one of them). */
const ControlOrCommand = Extension.create({
  name: 'controlOrCommand',
  addProseMirrorPlugins() {
    const { editor } = this;
    const handleKeyDown = (_view: EditorView, event: KeyboardEvent): boolean => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
      const key = event.key.toLowerCase();
      if (key === 'b') return editor.commands.toggleBold();
      if (key === 'i') return editor.commands.toggleItalic();
      return false;
    };
    return [new Plugin({ props: { handleKeyDown } })];
  },
});

const EXTENSIONS = [
  StarterKit.configure({
    // Elements the sanitiser removes: the editor cannot make them.
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    // No drag and drop into the editor, and no paragraph added after a last heading or list.
    dropcursor: false,
    trailingNode: false,
    // A link is made from the toolbar only; the rel the sanitiser sets is added on saving.
    link: { openOnClick: false, autolink: false, linkOnPaste: false, HTMLAttributes: { target: null, rel: null } },
  }),
  Image,
  Figure,
  Figcaption,
  ControlOrCommand,
];

/**
 * The document as HTML, as stored posts and the public page's styles have it: a list item's
 * first paragraph (and a quote's only one) is written as bare text, since the page spaces
 * paragraphs apart. A document holding nothing visible reports '' (so "required" still means something).
 */
function htmlOf(editor: Editor): string {
  const holder = document.createElement('div');
  holder.append(DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content));
  holder.querySelectorAll('li > p:first-child, blockquote > p:only-child').forEach((paragraph) => paragraph.replaceWith(...paragraph.childNodes));
  const blank = (holder.textContent ?? '').trim() === '' && !holder.querySelector('img,hr');
  return blank ? '' : holder.innerHTML;
}

/** Puts `content` where the selection is, joined to the text around it as a browser paste is. */
function insertAtSelection(view: EditorView, content: Fragment) {
  view.dispatch(view.state.tr.replaceSelection(Slice.maxOpen(content)).scrollIntoView());
}

/** Plain text, a paragraph per line, in the formatting at the caret. */
function textAsParagraphs(view: EditorView, text: string): Fragment {
  const { schema, selection } = view.state;
  const marks = selection.$from.marks();
  const lines = text.split(/\r\n?|\n/).map((line) => schema.nodes.paragraph!.create(null, line ? schema.text(line, marks) : null));
  return Fragment.from(lines);
}

// Pasted content arrives as plain text; only our own copied HTML keeps its formatting
// (cleaned again on the way in).
function paste(view: EditorView, event: ClipboardEvent): boolean {
  const data = event.clipboardData;
  if (!data) return false;
  event.preventDefault();
  const ours = data.getData(EDITOR_CLIPBOARD_TYPE);
  if (ours) {
    insertAtSelection(view, SchemaParser.fromSchema(view.state.schema).parseSlice(inertBody(ours), { context: view.state.selection.$from }).content);
  } else {
    const text = data.getData('text/plain');
    if (text) insertAtSelection(view, textAsParagraphs(view, text));
  }
  return true;
}

function copy(view: EditorView, event: ClipboardEvent, cut: boolean): boolean {
  const { state } = view;
  if (state.selection.empty || !event.clipboardData) return false;
  event.preventDefault();
  const holder = document.createElement('div');
  holder.append(DOMSerializer.fromSchema(state.schema).serializeFragment(state.selection.content().content));
  event.clipboardData.setData('text/plain', state.doc.textBetween(state.selection.from, state.selection.to, '\n\n'));
  event.clipboardData.setData('text/html', holder.innerHTML);
  event.clipboardData.setData(EDITOR_CLIPBOARD_TYPE, holder.innerHTML);
  if (cut) view.dispatch(state.tr.deleteSelection().scrollIntoView());
  return true;
}

const CLIPBOARD_AND_DROP = {
  paste,
  copy: (view: EditorView, event: ClipboardEvent) => copy(view, event, false),
  cut: (view: EditorView, event: ClipboardEvent) => copy(view, event, true),
  drop: (_view: EditorView, event: DragEvent) => {
    event.preventDefault();
    return true;
  },
};

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
  const [source, setSource] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // The editor reads its content once, when it is made; later values arrive through setContent below.
  const [initialContent] = useState(() => inertHtml(value));

  const editorProps = useMemo<UseEditorOptions['editorProps']>(() => {
    const attributes: Record<string, string> = { id, class: 'field__control rte__region blog-prose', role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, tabindex: '0' };
    if (note) attributes['aria-describedby'] = noteId;
    if (required) attributes['aria-required'] = 'true';
    return { attributes, handleDOMEvents: CLIPBOARD_AND_DROP };
  }, [id, labelId, noteId, note, required]);

  const editor = useEditor({
    // Made once this component has mounted, not while rendering: Tiptap destroys an editor made
    // in a render that has not been committed a moment later, and a render after a lazy load
    // can take longer than that to commit.
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: initialContent,
    // Typing "## " or "- " stays text, as in any text field; formatting comes from the toolbar.
    enableInputRules: false,
    enablePasteRules: false,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });

  const pressed = useEditorState<Pressed>({
    editor,
    selector: ({ editor: current }) => (current ? Object.fromEntries(TOOLS.map((tool) => [tool.id, tool.isOn(current)])) : {}),
  });

  // Controlled: the editor shows `value` unless it already holds it (its own edits come back
  // as `value` unchanged, so the caret stays put while typing).
  useLayoutEffect(() => {
    if (!editor || htmlOf(editor) === value) return;
    editor.commands.setContent(inertHtml(value), { emitUpdate: false });
  }, [editor, value]);

  function run(apply: (chain: ChainedCommands) => ChainedCommands) {
    if (!editor) return;
    apply(editor.chain().focus()).run();
    setNote(null);
  }

  function link() {
    const answer = window.prompt(LINK_PROMPT, 'https://');
    if (answer === null) return;
    const url = safeLinkUrl(answer);
    if (!url) {
      setNote(LINK_REFUSED);
      return;
    }
    // With nothing selected, the address itself becomes the link text.
    run((chain) =>
      editor?.state.selection.empty ? chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }) : chain.setLink({ href: url }),
    );
  }

  const formattingOff = source || !editor;
  type ButtonProps = { name: string; text: string; onClick: () => void; pressed?: boolean; shortcut?: string | undefined };
  const button = ({ name, text, onClick, pressed: on, shortcut }: ButtonProps) => (
    <button
      key={name}
      type="button"
      className="rte__button"
      aria-label={name}
      title={shortcut ? `${name} (${shortcut})` : name}
      aria-pressed={formattingOff || on === undefined ? undefined : on}
      aria-keyshortcuts={shortcut}
      disabled={formattingOff}
      // Keep the selection in the editing region while the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {text}
    </button>
  );

  return (
    <div className="field rte">
      <span id={labelId} className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <div className="rte__toolbar" role="toolbar" aria-label={`${label} formatting`} aria-controls={source ? `${id}-source` : id}>
        {TOOLS.map((tool) => button({ name: tool.label, text: tool.text, onClick: () => run(tool.apply), pressed: Boolean(pressed?.[tool.id]), shortcut: tool.shortcut }))}
        {button({ name: 'Link', text: 'Link', onClick: link })}
        {button({ name: 'Remove formatting', text: 'Clear', onClick: () => run((chain) => chain.unsetAllMarks().clearNodes()) })}
        <button
          type="button"
          className="rte__button rte__button--source"
          aria-pressed={source}
          onClick={() => {
            setNote(null);
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
        <EditorContent editor={editor} />
      )}
    </div>
  );
}
