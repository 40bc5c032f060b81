import { useLayoutEffect, useRef, useState } from 'react';
import { INVALID_IMAGE_URL } from '../../domain/schemas/blog-post';
import { imageLoads, isHttpUrl } from './image-check';

export type FeaturedImageCheck = {
  /** Why the image was refused; null while there is nothing to say. */
  error: string | null;
  checking: boolean;
  /** Spec §5: an image URL that cannot be loaded is reported and cleared. Empty is fine. */
  verify(raw: string): Promise<boolean>;
  /** Reports `url` as unusable and clears the field that still holds it. */
  refuse(url: string): void;
  /** Forgets the report: the field is being changed, or the form emptied. */
  dismiss(): void;
};

/**
 * Checks that the featured image URL loads. `featuredImage` is the field's current value;
 * `clearField` empties the field if it still holds the refused URL; `isAddress` says which
 * values are worth loading at all (web addresses, unless the form also takes the site's own
 * pictures).
 */
export function useFeaturedImageCheck(
  featuredImage: string,
  clearField: (url: string) => void,
  isAddress: (url: string) => boolean = isHttpUrl,
): FeaturedImageCheck {
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // One load per URL at a time (a blur and a submit share it); a URL that loaded is not loaded again.
  const checks = useRef(new Map<string, Promise<boolean>>());
  const latest = useRef(featuredImage);
  useLayoutEffect(() => {
    latest.current = featuredImage;
  }, [featuredImage]);

  function refuse(url: string) {
    setError(INVALID_IMAGE_URL);
    clearField(url);
  }

  async function verify(raw: string): Promise<boolean> {
    const url = raw.trim();
    if (!url) return true;
    if (!isAddress(url)) {
      refuse(url);
      return false;
    }
    let check = checks.current.get(url);
    if (!check) {
      check = imageLoads(url);
      checks.current.set(url, check);
    }
    setChecking(true);
    const ok = await check;
    setChecking(false);
    if (ok) return true;
    checks.current.delete(url);
    // A result for a URL that has since been replaced says nothing about the field.
    if (latest.current.trim() === url) refuse(url);
    return false;
  }

  return { error, checking, verify, refuse, dismiss: () => setError(null) };
}
