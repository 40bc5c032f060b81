import { categoriesOf, categoryTone } from '../../domain/content';
import { PostImage } from '../blog';
import { isHttpUrl } from './image-check';
import type { Preview } from './use-blog-preview';

type Props = {
  title: string;
  category: string;
  featuredImage: string;
  preview: Preview;
  stale: boolean;
  onRefresh: () => void;
};

/** The post as /blog/:id shows it. The content is the server's sanitised answer, never the raw field. */
export function BlogPreview({ title, category, featuredImage, preview, stale, onRefresh }: Props) {
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
