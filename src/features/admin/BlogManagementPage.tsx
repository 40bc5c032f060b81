import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { blogPostSchema, INVALID_IMAGE_URL, REQUIRED_BLOG_FIELDS } from '../../domain/schemas/blog-post';
import { ApiError, useRemote } from '../../ui/api';
import { TextField } from '../../ui/TextField';
import { createBlog, deleteBlog, readPage, updateBlog, type AdminBlogPost } from './api';
import { formatWhen } from './kinds';
import './admin.css';

const EMPTY = { title: '', url: '', category: '', featuredImage: '', content: '' };
type Form = typeof EMPTY;
type Message = { tone: 'ok' | 'error'; text: string };

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

  const set = (name: keyof Form) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  function edit(post: AdminBlogPost) {
    setEditing(post);
    setMessage(null);
    setForm({ title: post.title, url: post.blogId, category: post.category, featuredImage: post.featuredImage ?? '', content: post.content });
  }

  function reset() {
    setEditing(null);
    setForm(EMPTY);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blogPostSchema.safeParse(form);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      if (issues.some((issue) => issue.path[0] === 'featuredImage' && issue.message === INVALID_IMAGE_URL)) {
        setForm((current) => ({ ...current, featuredImage: '' }));
        setMessage({ tone: 'error', text: INVALID_IMAGE_URL });
      } else {
        setMessage({ tone: 'error', text: issues.some((issue) => issue.message === REQUIRED_BLOG_FIELDS) ? REQUIRED_BLOG_FIELDS : (issues[0]?.message ?? REQUIRED_BLOG_FIELDS) });
      }
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
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
          <TextField idPrefix="blog" name="category" label="Categories (comma-separated)" value={form.category} onChange={set('category')} />
          <TextField idPrefix="blog" name="featuredImage" label="Featured image URL" value={form.featuredImage} onChange={set('featuredImage')} />
          <TextField idPrefix="blog" name="content" label="Content (HTML)" multiline rows={12} value={form.content} onChange={set('content')} required />
          {message && (
            <p className={message.tone === 'ok' ? 'status' : 'status status--error'} role={message.tone === 'ok' ? 'status' : 'alert'}>
              {message.text}
            </p>
          )}
          <div className="admin-card__actions">
            <button type="submit" className="button" disabled={busy}>
              {editing ? 'Update' : 'Publish'}
            </button>
            {editing && (
              <button type="button" className="button button--secondary" onClick={reset}>
                Cancel editing
              </button>
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
