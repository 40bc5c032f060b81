import { ApiError, type Remote } from '../../services/api';
import type { AdminBlogPost, Page } from './api';
import { formatWhen } from '../../domain/submission-labels';

type Props = {
  posts: Remote<Page<AdminBlogPost>>;
  onRetry: () => void;
  onEdit: (post: AdminBlogPost) => void;
  onDelete: (post: AdminBlogPost) => void;
};

/** The posts there are, each with Edit and Delete. */
export function BlogPostList({ posts, onRetry, onEdit, onDelete }: Props) {
  return (
    <>
      <h2>Posts</h2>
      {posts.state === 'loading' && (
        <p className="status" role="status">
          Loading blogs...
        </p>
      )}
      {posts.state === 'error' && (
        <div className="status status--error" role="alert">
          <p>Error: {posts.error instanceof ApiError ? posts.error.message : 'Failed to load blog posts. Please try again later.'}</p>
          <button type="button" className="button" onClick={onRetry}>
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
                <button type="button" className="button button--secondary" onClick={() => onEdit(post)}>
                  Edit
                </button>
                <button type="button" className="button button--accent" onClick={() => onDelete(post)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
