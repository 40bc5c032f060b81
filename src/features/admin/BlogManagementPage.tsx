import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRemote } from '../../services/api';
import { readPage, type AdminBlogPost } from './api';
import { BlogPostForm } from './BlogPostForm';
import { BlogPostList } from './BlogPostList';
import { useBlogEditorState } from './use-blog-editor-state';
import { useBlogPreview } from './use-blog-preview';
import { useBlogPublishing } from './use-blog-publishing';
import { useFeaturedImageCheck } from './use-featured-image-check';
import './admin.css';

export function BlogManagementPage({ canSeeDashboard }: { canSeeDashboard: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const posts = useRemote('/api/admin/blogs', readPage<AdminBlogPost>, attempt);
  const reload = () => setAttempt((n) => n + 1);
  const editor = useBlogEditorState();
  const image = useFeaturedImageCheck(editor.form.featuredImage, editor.clearImage);
  const preview = useBlogPreview();
  const publishing = useBlogPublishing({ editor, image, reset, reload });

  function edit(post: AdminBlogPost) {
    editor.open(post);
    publishing.clearMessage();
    image.dismiss();
    preview.close();
  }

  function reset() {
    editor.close();
    image.dismiss();
    preview.close();
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
        <BlogPostForm editor={editor} image={image} preview={preview} publishing={publishing} onCancel={reset} />

        <BlogPostList posts={posts} onRetry={reload} onEdit={edit} onDelete={(post) => void publishing.remove(post)} />
      </div>
    </section>
  );
}
