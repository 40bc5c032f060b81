import { useRef, useState } from 'react';
import { previewBlog } from './api';

export type PreviewResult = { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; html: string };
/** A preview and the content it was made from. */
export type Preview = { content: string; result: PreviewResult };

export type BlogPreviewState = {
  /** Null while the preview is closed. */
  preview: Preview | null;
  /** Opens (or refreshes) the preview of `content`. */
  load(content: string): Promise<void>;
  close(): void;
};

/** The server's sanitised preview of the content; only the latest request's answer is shown. */
export function useBlogPreview(): BlogPreviewState {
  const [preview, setPreview] = useState<Preview | null>(null);
  const run = useRef(0);

  function close() {
    run.current += 1;
    setPreview(null);
  }

  async function load(content: string) {
    const current = ++run.current;
    setPreview({ content, result: { state: 'loading' } });
    try {
      const html = await previewBlog(content);
      if (current === run.current) setPreview({ content, result: { state: 'loaded', html } });
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : 'Please try again later.';
      if (current === run.current) setPreview({ content, result: { state: 'error', message: text } });
    }
  }

  return { preview, load, close };
}
