import { useState } from 'react';
import { EXPERT_DEFAULTS } from '../../domain/content';

type Props = {
  src: string;
  alt: string;
  size: number;
  className: string;
  /** The page's main image: load it at once. Everything else waits until near the viewport. */
  priority?: boolean;
};

/** A square expert photo; a missing or broken one falls back to the placeholder. Use `key={src}`. */
export function ExpertPhoto({ src, alt, size, className, priority = false }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed ? EXPERT_DEFAULTS.imageSrc : src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
