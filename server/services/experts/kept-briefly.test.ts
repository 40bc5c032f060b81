import { describe, expect, it } from 'vitest';
import { KEPT_FOR_MS, MOST_KEPT, keptBriefly } from './kept-briefly';

/** A kept answer over a revision and a clock the test moves, counting the answers worked out. */
function setUp(build: (question: { n: number }) => Promise<unknown> = async (question) => ({ answer: question.n })) {
  const state = { revision: '1', now: new Date('2026-11-20T06:00:00.000Z'), built: 0 };
  const ask = keptBriefly({
    revision: async () => state.revision,
    now: () => state.now,
    build: (question: { n: number }) => {
      state.built++;
      return build(question);
    },
  });
  return { state, ask };
}

describe('keptBriefly', () => {
  it('answers the same question again from the answer worked out, serialised once', async () => {
    const { state, ask } = setUp();
    const first = await ask({ n: 1 });
    expect(first.json.toString()).toBe('{"answer":1}');
    expect(first.etag).toMatch(/^W\/"/);
    expect(await ask({ n: 1 })).toBe(first);
    expect((await ask({ n: 2 })).body).toEqual({ answer: 2 });
    expect(state.built).toBe(2);
  });

  it('works the answer out again once the revision moves, or the next second begins', async () => {
    const { state, ask } = setUp();
    await ask({ n: 1 });
    state.revision = '2';
    await ask({ n: 1 });
    expect(state.built).toBe(2);
    state.now = new Date(state.now.getTime() + KEPT_FOR_MS - 1);
    await ask({ n: 1 });
    expect(state.built).toBe(2);
    state.now = new Date(state.now.getTime() + 1);
    await ask({ n: 1 });
    expect(state.built).toBe(3);
  });

  it('lets the calls that come meanwhile wait for the answer being worked out', async () => {
    let finish = () => {};
    const { state, ask } = setUp(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ answer: 'slow' });
        }),
    );
    const first = ask({ n: 1 });
    // The first call has read the revision and started; the others arrive while it works.
    await new Promise((resolve) => setImmediate(resolve));
    const others = [ask({ n: 1 }), ask({ n: 1 })];
    await new Promise((resolve) => setImmediate(resolve));
    finish();
    const answers = await Promise.all([first, ...others]);
    expect(new Set(answers).size).toBe(1);
    expect(state.built).toBe(1);
  });

  it('keeps no failure: the next call works the answer out again', async () => {
    let fail = true;
    const { state, ask } = setUp(async (question) => {
      if (fail) throw new Error('the database went away');
      return { answer: question.n };
    });
    await expect(ask({ n: 1 })).rejects.toThrow('the database went away');
    fail = false;
    expect((await ask({ n: 1 })).body).toEqual({ answer: 1 });
    expect(state.built).toBe(2);
  });

  it(`keeps at most ${MOST_KEPT} questions at once; the others are worked out each time`, async () => {
    const { state, ask } = setUp();
    for (let n = 0; n < MOST_KEPT + 1; n++) await ask({ n });
    await ask({ n: 0 });
    await ask({ n: MOST_KEPT });
    expect(state.built).toBe(MOST_KEPT + 2);
  });
});
