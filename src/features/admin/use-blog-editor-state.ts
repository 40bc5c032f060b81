import { useState } from 'react';
import type { AdminBlogPost } from './api';

const EMPTY = { title: '', url: '', category: '', featuredImage: '', content: '' };
export type BlogForm = typeof EMPTY;

export type BlogEditorState = {
  form: BlogForm;
  /** The post being edited; null while a new one is written. */
  editing: AdminBlogPost | null;
  /** The change handler of one field. */
  set(name: keyof BlogForm): (value: string) => void;
  /** Fills the form with a post to edit it. */
  open(post: AdminBlogPost): void;
  /** An empty form for a new post. */
  close(): void;
  /** Empties the featured image field, unless it has since been changed from `url`. */
  clearImage(url: string): void;
};

/** The blog form's values, and which post (if any) they edit. */
export function useBlogEditorState(): BlogEditorState {
  const [form, setForm] = useState<BlogForm>(EMPTY);
  const [editing, setEditing] = useState<AdminBlogPost | null>(null);

  return {
    form,
    editing,
    set: (name) => (value) => setForm((current) => ({ ...current, [name]: value })),
    open(post) {
      setEditing(post);
      setForm({ title: post.title, url: post.blogId, category: post.category, featuredImage: post.featuredImage ?? '', content: post.content });
    },
    close() {
      setEditing(null);
      setForm(EMPTY);
    },
    clearImage(url) {
      setForm((current) => (current.featuredImage.trim() === url ? { ...current, featuredImage: '' } : current));
    },
  };
}
