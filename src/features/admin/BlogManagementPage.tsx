import { lazy, Suspense, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { categoriesOf, categoryTone } from '../../domain/content';
import { blogPostSchema, INVALID_IMAGE_URL, REQUIRED_BLOG_FIELDS } from '../../domain/schemas/blog-post';
import { ApiError, useRemote } from '../../services/api';
import { TextField } from '../../ui/TextField';
import { PostImage } from '../blog';
import { createBlog, deleteBlog, previewBlog, readPage, updateBlog, type AdminBlogPost } from './api';
import { imageLoads, isHttpUrl } from './image-check';
import { formatWhen } from './kinds';
import './admin.css';

// The editor library is most of this page's code: it loads on its own, so that the other staff
// screens (which share this page's chunk) do not download it.
const RichTextEditor = lazy(async () => ({ default: (await import('./RichTextEditor')).RichTextEditor }));

const EMPTY = { title: '', url: '', category: '', featuredImage: '', content: '' };
type Form = typeof EMPTY;
type Message = { tone: 'ok' | 'error'; text: string };
type PreviewResult = { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; html: string };
type Preview = { content: string; result: PreviewResult };

function failure(prefix: string, error: unknown): string {
  const detail = error instanceof Error && error.message ? error.message : 'Please try again later.';
  return `${prefix} ${detail}`;
}

export function BlogManagementPage({ canSeeDashboard }: { canSeeDashboard: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const posts = useRemote('/api/admin/blogs', readPage<AdminBlogPost>, attempt);
  const [form, setForm] = useState<Form>(EMPTY);
  const [editing, setEditing] = useState<AdminBlogPost | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [checkingImage, setCheckingImage] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const previewId = useId();
  const imageErrorId = useId();
  // One load per URL at a time (a blur and a submit share it); a URL that loaded is not loaded again.
  const imageChecks = useRef(new Map<string, Promise<boolean>>());
  const latestImage = useRef(form.featuredImage);
  useLayoutEffect(() => {
    latestImage.current = form.featuredImage;
  }, [form.featuredImage]);
  const previewRun = useRef(0);

  const set = (name: keyof Form) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  function closePreview() {
    previewRun.current += 1;
    setPreview(null);
  }

  function edit(post: AdminBlogPost) {
    setEditing(post);
    setMessage(null);
    setImageError(null);
    closePreview();
    setForm({ title: post.title, url: post.blogId, category: post.category, featuredImage: post.featuredImage ?? '', content: post.content });
  }

  function reset() {
    setEditing(null);
    setImageError(null);
    closePreview();
    setForm(EMPTY);
  }

  function refuseImage(url: string) {
    setImageError(INVALID_IMAGE_URL);
    setForm((current) => (current.featuredImage.trim() === url ? { ...current, featuredImage: '' } : current));
  }

  /** Spec §5: an image URL that cannot be loaded is reported and cleared. Empty is fine. */
  async function verifyImage(raw: string): Promise<boolean> {
    const url = raw.trim();
    if (!url) return true;
    if (!isHttpUrl(url)) {
      refuseImage(url);
      return false;
    }
    let check = imageChecks.current.get(url);
    if (!check) {
      check = imageLoads(url);
      imageChecks.current.set(url, check);
    }
    setCheckingImage(true);
    const ok = await check;
    setCheckingImage(false);
    if (ok) return true;
    imageChecks.current.delete(url);
    // A result for a URL that has since been replaced says nothing about the field.
    if (latestImage.current.trim() === url) refuseImage(url);
    return false;
  }

  async function loadPreview(content: string) {
    const run = ++previewRun.current;
    setPreview({ content, result: { state: 'loading' } });
    try {
      const html = await previewBlog(content);
      if (run === previewRun.current) setPreview({ content, result: { state: 'loaded', html } });
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : 'Please try again later.';
      if (run === previewRun.current) setPreview({ content, result: { state: 'error', message: text } });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blogPostSchema.safeParse(form);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      if (issues.some((issue) => issue.path[0] === 'featuredImage' && issue.message === INVALID_IMAGE_URL)) {
        setMessage(null);
        refuseImage(form.featuredImage.trim());
      } else {
        setMessage({ tone: 'error', text: issues.some((issue) => issue.message === REQUIRED_BLOG_FIELDS) ? REQUIRED_BLOG_FIELDS : (issues[0]?.message ?? REQUIRED_BLOG_FIELDS) });
      }
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      if (!(await verifyImage(form.featuredImage))) return;
      if (editing) {
        await updateBlog(editing.id, form);
        setMessage({ tone: 'ok', text: 'Blog post updated successfully!' });
      } else {
        await createBlog(form);
        setMessage({ tone: 'ok', text: 'Blog post created successfully!' });
      }
      reset();
      setAttempt((n) => n + 1);
    } catch (error) {
      setMessage({ tone: 'error', text: failure(editing ? 'Failed to update blog post.' : 'Failed to create blog post.', error) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(post: AdminBlogPost) {
    if (!window.confirm('Are you sure you want to delete this blog post? This action cannot be undone.')) return;
    try {
      await deleteBlog(post.id);
      setMessage({ tone: 'ok', text: 'Blog post deleted successfully' });
      if (editing?.id === post.id) reset();
      setAttempt((n) => n + 1);
    } catch {
      setMessage({ tone: 'error', text: 'Failed to delete blog post.' });
    }
  }

  return (
    <section className="section admin">
      <title>Blog Management</title>
      <div className="container">
        {canSeeDashboard && (
          <Link to="/admin/admin-dashboard" className="button button--secondary">
            Back to dashboard
          </Link>
        )}
        <h1>Blog Management</h1>
        <form className="card admin-blog-form" onSubmit={submit} noValidate>
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
              setImageError(null);
              set('featuredImage')(value);
            }}
            onBlur={() => void verifyImage(form.featuredImage)}
            required={false}
          />
          {checkingImage && (
            <p className="status" role="status">
              Checking the image...
            </p>
          )}
          {imageError && (
            <p id={imageErrorId} className="status status--error" role="alert">
              {imageError}
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
            <button type="submit" className="button" disabled={busy}>
              {editing ? 'Update' : 'Publish'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={preview !== null}
              aria-controls={previewId}
              onClick={() => (preview ? closePreview() : void loadPreview(form.content))}
            >
              Preview
            </button>
            {editing && (
              <button type="button" className="button button--secondary" onClick={reset}>
                Cancel editing
              </button>
            )}
          </div>
          <div id={previewId}>
            {preview && (
              <BlogPreview
                title={form.title}
                category={form.category}
                featuredImage={form.featuredImage}
                preview={preview}
                stale={preview.content !== form.content}
                onRefresh={() => void loadPreview(form.content)}
              />
            )}
          </div>
        </form>

        <h2>Posts</h2>
        {posts.state === 'loading' && (
          <p className="status" role="status">
            Loading blogs...
          </p>
        )}
        {posts.state === 'error' && (
          <div className="status status--error" role="alert">
            <p>Error: {posts.error instanceof ApiError ? posts.error.message : 'Failed to load blog posts. Please try again later.'}</p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          </div>
        )}
        {posts.state === 'loaded' && posts.data.items.length === 0 && <p className="status">No blog posts available at the moment.</p>}
        {posts.state === 'loaded' && posts.data.items.length > 0 && (
          <ul className="admin-blog-list">
            {posts.data.items.map((post) => (
              <li key={post.id} className="card">
                <h3>{post.title}</h3>
                <p>
                  /blog/{post.blogId} · {post.category} · {formatWhen(post.createdAt)}
                </p>
                <div className="admin-card__actions">
                  <button type="button" className="button button--secondary" onClick={() => edit(post)}>
                    Edit
                  </button>
                  <button type="button" className="button button--accent" onClick={() => void remove(post)}>
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

type PreviewProps = {
  title: string;
  category: string;
  featuredImage: string;
  preview: Preview;
  stale: boolean;
  onRefresh: () => void;
};

/** The post as /blog/:id shows it. The content is the server's sanitised answer, never the raw field. */
function BlogPreview({ title, category, featuredImage, preview, stale, onRefresh }: PreviewProps) {
  const image = featuredImage.trim();
  const src = image && isHttpUrl(image) ? image : null;
  const { result } = preview;
  return (
    <section className="admin-blog-preview" aria-label="Preview">
      <div className="admin-blog-preview__bar">
        <h3>Preview</h3>
        {stale && result.state !== 'loading' && <p className="status">The content has changed since this preview.</p>}
        <button type="button" className="button button--secondary" onClick={onRefresh} disabled={result.state === 'loading'}>
          Refresh preview
        </button>
      </div>
      {result.state === 'loading' && (
        <p className="status" role="status">
          Loading preview...
        </p>
      )}
      {result.state === 'error' && (
        <div className="status status--error" role="alert">
          <p>Preview failed. {result.message}</p>
          <button type="button" className="button" onClick={onRefresh}>
            Retry
          </button>
        </div>
      )}
      {result.state === 'loaded' && (
        <article className="blog-post">
          <header className="blog-post__header">
            <ul className="blog-tags" aria-label="Categories">
              {categoriesOf({ category }).map((name) => (
                <li key={name} className={`tag tag--${categoryTone(name)}`}>
                  {name}
                </li>
              ))}
            </ul>
            <h4 className="blog-post__title">{title.trim() || 'Untitled'}</h4>
          </header>
          <PostImage key={src} src={src} width={1200} height={630} className="blog-post__image" />
          {result.html ? (
            <div className="blog-prose" data-testid="blog-preview-content" dangerouslySetInnerHTML={{ __html: result.html }} />
          ) : (
            <p className="status">Nothing to show yet: the content is empty.</p>
          )}
        </article>
      )}
    </section>
  );
}
