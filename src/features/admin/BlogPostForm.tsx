import { lazy, Suspense, useId } from 'react';
import { TextField } from '../../ui/TextField';
import { BlogPreview } from './BlogPreview';
import type { BlogEditorState } from './use-blog-editor-state';
import type { BlogPreviewState } from './use-blog-preview';
import type { BlogPublishing } from './use-blog-publishing';
import type { FeaturedImageCheck } from './use-featured-image-check';

// The editor library is most of this page's code: it loads on its own, so that the other staff
// screens (which share this page's chunk) do not download it.
const RichTextEditor = lazy(async () => ({ default: (await import('./RichTextEditor')).RichTextEditor }));

type Props = {
  editor: BlogEditorState;
  image: FeaturedImageCheck;
  preview: BlogPreviewState;
  publishing: BlogPublishing;
  /** Leaves the post being edited for an empty form. */
  onCancel: () => void;
};

/** The form that writes a new post or edits one, with its preview. */
export function BlogPostForm({ editor, image, preview, publishing, onCancel }: Props) {
  const previewId = useId();
  const imageErrorId = useId();
  const { form, editing, set } = editor;
  const { message } = publishing;
  const shown = preview.preview;

  return (
    <form className="card admin-blog-form" onSubmit={publishing.submit} noValidate>
      <h2>{editing ? `Edit: ${editing.title}` : 'Create a blog post'}</h2>
      <TextField idPrefix="blog" name="title" label="Title" value={form.title} onChange={set('title')} required />
      <TextField idPrefix="blog" name="url" label="URL (slug)" hint="Spaces become hyphens." value={form.url} onChange={set('url')} required />
      <TextField idPrefix="blog" name="category" label="Categories (comma-separated)" value={form.category} onChange={set('category')} required={false} />
      <TextField
        idPrefix="blog"
        name="featuredImage"
        label="Featured image URL"
        hint="Optional. An http(s) address of an image that loads."
        value={form.featuredImage}
        onChange={(value) => {
          image.dismiss();
          set('featuredImage')(value);
        }}
        onBlur={() => void image.verify(form.featuredImage)}
        required={false}
      />
      {image.checking && (
        <p className="status" role="status">
          Checking the image...
        </p>
      )}
      {image.error && (
        <p id={imageErrorId} className="status status--error" role="alert">
          {image.error}
        </p>
      )}
      <Suspense fallback={<p className="status">Loading the editor…</p>}>
        <RichTextEditor id="blog-content" label="Content" value={form.content} onChange={set('content')} required />
      </Suspense>
      {message && (
        <p className={message.tone === 'ok' ? 'status' : 'status status--error'} role={message.tone === 'ok' ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <div className="admin-card__actions">
        <button type="submit" className="button" disabled={publishing.busy}>
          {editing ? 'Update' : 'Publish'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={shown !== null}
          aria-controls={previewId}
          onClick={() => (shown ? preview.close() : void preview.load(form.content))}
        >
          Preview
        </button>
        {editing && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel editing
          </button>
        )}
      </div>
      <div id={previewId}>
        {shown && (
          <BlogPreview
            title={form.title}
            category={form.category}
            featuredImage={form.featuredImage}
            preview={shown}
            stale={shown.content !== form.content}
            onRefresh={() => void preview.load(form.content)}
          />
        )}
      </div>
    </form>
  );
}
