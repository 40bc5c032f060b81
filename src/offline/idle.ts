/** Runs `task` once the page is idle (or after `fallbackMs` where idle callbacks are missing); returns a cancel. */
export function whenIdle(task: () => void, fallbackMs = 1_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 3_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, fallbackMs);
  return () => clearTimeout(handle);
}
