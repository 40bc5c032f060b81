/** How long a featured image may take to load before it counts as inaccessible. */
export const IMAGE_CHECK_TIMEOUT_MS = 8_000;

export function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Resolves true when the browser can load `url` as an image within the time limit. */
export function imageLoads(url: string, timeoutMs = IMAGE_CHECK_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(ok: boolean) {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(ok);
    }
    image.onload = () => finish(true);
    image.onerror = () => finish(false);
    image.src = url;
  });
}
