import { useState } from 'react';
import { BLOG_IMAGE_FALLBACK } from '../../domain/content';

type Props = {
  src: string | null;
  width: number;
  height: number;
  className: string;
  /** The page's main image: load it at once and early. Everything else waits until near the viewport. */
  priority?: boolean;
};

/**
 * A post's featured image. It only illustrates the title beside it, so it is decorative (alt="").
 * A missing or broken image falls back to the product logo. Give it `key={src}` so a new
 * post starts without the previous one's failure.
 */
export function PostImage({ src, width, height, className, priority = false }: Props) {
  const [failed, setFailed] = useState(false);
  const fallback = src === null || failed;
  return (
    <img
      className={fallback ? `${className} is-fallback` : className}
      src={fallback ? BLOG_IMAGE_FALLBACK : src}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
