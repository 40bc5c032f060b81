// The blog as other features may use it: a post's featured image and the styles of a post,
// so the staff area's preview shows a post exactly as /blog/:id does. The pages are reached by
// route (src/App.tsx), never imported.
import './blog.css';

export { PostImage } from './PostImage';
