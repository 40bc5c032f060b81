import { serialisedAnswer, type SerialisedAnswer } from '../content/kept-by-revision';

/** How long an answer is given again, at most: a second's worth of the clock moving on. */
export const KEPT_FOR_MS = 1000;
/** How many different questions are kept at once; more in the same second are worked out each time. */
export const MOST_KEPT = 256;

/** The answer to `question`, serialised; questions are told apart by their JSON. */
export type KeptBriefly<Q, T> = (question: Q) => Promise<SerialisedAnswer<T>>;

/**
 * Speed-up (issue 24: the matches GET was at 26–35% of bare Express, its target 65%): the same
 * question asked again, while the revision stands still and within the same second of `now`,
 * gets the answer worked out for the first one, serialised once. Matching reads the experts and
 * a fortnight of their calendars and works out who is free when; a burst of visitors answering
 * the wizard alike asks the same few questions.
 *
 * - The revision moves with every write the answer is made of, by any process (the content's and
 *   the calendars' counters), and is read before the answer is worked out: a write between the
 *   two makes the next call work it out again.
 * - What moves without a write (a hold that lapses, a start time that passes) is at most a
 *   second late: the kept answers belong to one second of `now`.
 * - Calls that come while the first is still being worked out wait for it. One that fails is not
 *   kept.
 */
export function keptBriefly<Q, T>({
  revision,
  now,
  build,
}: {
  revision: () => Promise<string>;
  now: () => Date;
  build: (question: Q) => Promise<T>;
}): KeptBriefly<Q, T> {
  let era = '';
  let kept = new Map<string, Promise<SerialisedAnswer<T>>>();
  return async (question) => {
    const current = `${await revision()} ${Math.floor(now().getTime() / KEPT_FOR_MS)}`;
    if (current !== era) {
      era = current;
      kept = new Map();
    }
    const key = JSON.stringify(question);
    const known = kept.get(key);
    if (known) return known;
    const answer = build(question).then(serialisedAnswer);
    if (kept.size < MOST_KEPT) {
      const keptIn = kept;
      keptIn.set(key, answer);
      answer.catch(() => keptIn.delete(key));
    }
    return answer;
  };
}
