import { describe, expect, it } from 'vitest';
import { keptByRevision, serialisedAnswer } from './kept-by-revision';

describe('keptByRevision', () => {
  it('builds once per revision, and again only once the revision has moved', async () => {
    let revision = 1;
    let builds = 0;
    const current = keptByRevision(
      async () => String(revision),
      async () => ({ built: ++builds, at: revision }),
    );
    expect(await current()).toEqual({ built: 1, at: 1 });
    const first = await current();
    expect(first).toEqual({ built: 1, at: 1 });
    expect(await current()).toBe(first);
    revision = 2;
    expect(await current()).toEqual({ built: 2, at: 2 });
    expect(await current()).toEqual({ built: 2, at: 2 });
  });

  it('builds again on the next call when the revision moved while it was building', async () => {
    let revision = 1;
    let builds = 0;
    const current = keptByRevision(
      async () => String(revision),
      // A write lands between the revision read and the content read: what is built is newer
      // than the revision it is kept under.
      async () => {
        const built = ++builds;
        if (built === 1) revision = 2;
        return built;
      },
    );
    expect(await current()).toBe(1);
    expect(await current()).toBe(2);
    expect(await current()).toBe(2);
  });
});

describe('serialisedAnswer', () => {
  it('keeps the body, its JSON and a weak ETag that changes with the bytes', () => {
    const a = serialisedAnswer({ data: ['नमस्ते'] });
    expect(a.body).toEqual({ data: ['नमस्ते'] });
    expect(JSON.parse(a.json.toString('utf8'))).toEqual(a.body);
    expect(a.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    expect(serialisedAnswer({ data: ['नमस्ते'] }).etag).toBe(a.etag);
    expect(serialisedAnswer({ data: ['नमस्कार'] }).etag).not.toBe(a.etag);
  });
});
