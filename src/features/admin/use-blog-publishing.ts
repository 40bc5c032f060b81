import { useState, type FormEvent } from 'react';
import { blogPostSchema, INVALID_IMAGE_URL, REQUIRED_BLOG_FIELDS } from '../../domain/schemas/blog-post';
import { createBlog, deleteBlog, updateBlog, type AdminBlogPost } from './api';
import type { BlogEditorState } from './use-blog-editor-state';
import type { FeaturedImageCheck } from './use-featured-image-check';

export type BlogMessage = { tone: 'ok' | 'error'; text: string };

type Options = {
  editor: BlogEditorState;
  image: FeaturedImageCheck;
  /** Empties the form: after a post is saved, or when the post being edited is deleted. */
  reset(): void;
  /** Loads the list of posts again. */
  reload(): void;
};

export type BlogPublishing = {
  /** What became of the last save or delete, or why the form cannot be sent. */
  message: BlogMessage | null;
  clearMessage(): void;
  busy: boolean;
  submit(event: FormEvent): Promise<void>;
  remove(post: AdminBlogPost): Promise<void>;
};

function failure(prefix: string, error: unknown): string {
  const detail = error instanceof Error && error.message ? error.message : 'Please try again later.';
  return `${prefix} ${detail}`;
}

/** Creating, updating and deleting posts, and what the page says about it. */
export function useBlogPublishing({ editor, image, reset, reload }: Options): BlogPublishing {
  const [message, setMessage] = useState<BlogMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const { form, editing } = editor;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blogPostSchema.safeParse(form);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      if (issues.some((issue) => issue.path[0] === 'featuredImage' && issue.message === INVALID_IMAGE_URL)) {
        setMessage(null);
        image.refuse(form.featuredImage.trim());
      } else {
        setMessage({ tone: 'error', text: issues.some((issue) => issue.message === REQUIRED_BLOG_FIELDS) ? REQUIRED_BLOG_FIELDS : (issues[0]?.message ?? REQUIRED_BLOG_FIELDS) });
      }
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      if (!(await image.verify(form.featuredImage))) return;
      if (editing) {
        await updateBlog(editing.id, form);
        setMessage({ tone: 'ok', text: 'Blog post updated successfully!' });
      } else {
        await createBlog(form);
        setMessage({ tone: 'ok', text: 'Blog post created successfully!' });
      }
      reset();
      reload();
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
      reload();
    } catch {
      setMessage({ tone: 'error', text: 'Failed to delete blog post.' });
    }
  }

  return { message, clearMessage: () => setMessage(null), busy, submit, remove };
}
