import { createHash } from 'node:crypto';

/**
 * What `build` made at the content's current revision, made again once the revision has moved
 * (a write to the blogs or experts by any process on the database). A call reads the revision
 * only: one small row instead of the whole content and its parsing. What it returns is shared
 * by every caller until then: read it, never change it. Not for a transaction that writes the
 * content and reads it back: rolled back, it would leave its revision number to be used again.
 */
export function keptByRevision<T>(revision: () => Promise<string>, build: () => Promise<T>): () => Promise<T> {
  let kept: { revision: string; value: T } | undefined;
  return async () => {
    // The revision is read before the content: a write between the two makes the next call build again.
    const current = await revision();
    if (kept?.revision !== current) kept = { revision: current, value: await build() };
    return kept.value;
  };
}

/** A body as it goes out: serialised once, with its ETag. */
export type SerialisedAnswer<T> = { body: T; json: Buffer; etag: string };

/** A weak validator, like Express's own: the bytes may go out compressed. */
function weakEtag(json: Buffer): string {
  return `W/"${json.length.toString(16)}-${createHash('sha1').update(json).digest('base64').slice(0, 27)}"`;
}

export function serialisedAnswer<T>(body: T): SerialisedAnswer<T> {
  const json = Buffer.from(JSON.stringify(body));
  return { body, json, etag: weakEtag(json) };
}
