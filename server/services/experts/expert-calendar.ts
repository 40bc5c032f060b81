import type { StaffExpert } from '../../../src/domain/content';
import {
  MATCH_HORIZON_DAYS,
  addDays,
  firstFreeInWindow,
  freeIndividualSlots,
  freeWindows,
  isFreeAt,
  nextFreeStarts,
  type ExpertCalendar,
} from '../../../src/domain/expert-slots';
import { matchExperts, unmetMessage, type ExpertMatch, type MatchAnswers, type MatchFacts, type UnmetPreference } from '../../../src/domain/matching';
import { optionsFor } from '../../../src/domain/pricing';
import { ANY_EXPERT } from '../../../src/domain/schemas/individual';
import {
  INDIVIDUAL_SLOT_OFFERS,
  SESSION_WINDOW_OFFERS,
  availabilityFor,
  startInstant,
  type SlotAvailability,
  type SlotOffer,
} from '../../../src/domain/slots';
import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { Repositories } from '../../db/repositories';
import { keptByRevision } from '../content/kept-by-revision';
import { keptBriefly } from './kept-briefly';

// The experts' calendars (issue 19): who matches a booking, when they are free, and which
// one takes a session. Reads the profiles and the sessions held; the writes are the
// booking services' (booking-session.ts, booking changes, staff assignment and settlement),
// each inside its own transaction after expertSessions.lockCalendars().

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

/** The expert chosen in the wizard: an id, or whoever matching is free first. */
export type ExpertChoice = number | typeof ANY_EXPERT;

/** A match as the public sees it: the profile a card shows, the reasons, the next free time. */
export type PublicMatch = {
  id: number;
  name: string;
  position: string;
  imageSrc: string;
  languages: string[];
  gender: StaffExpert['gender'];
  reasons: string[];
  nextFree: string | null;
};

export type MatchesAnswer = { matches: PublicMatch[]; unmet: UnmetPreference[]; message?: string; closest: PublicMatch[] };

/** A time one of the candidates is free: what a taken slot is answered with. */
export type FreeTime = { date: string; time: string };

export type ExpertCalendarService = ReturnType<typeof createExpertCalendar>;

/** The longest session of a kind: what a time must fit when the visitor has not chosen yet. */
export function longestSession(kind: BookingKind): number {
  return Math.max(...optionsFor(kind).map((item) => item.minutes ?? 60));
}

const shapeOf = (kind: BookingKind) => (kind === 'individual' ? 'slots' : 'windows');

function present(match: ExpertMatch<StaffExpert>): PublicMatch {
  const { expert } = match;
  return {
    id: expert.id,
    name: expert.name,
    position: expert.position,
    imageSrc: expert.imageSrc,
    languages: expert.languages,
    gender: expert.gender,
    reasons: match.reasons,
    nextFree: match.nextFree === undefined ? null : new Date(match.nextFree).toISOString(),
  };
}

export function createExpertCalendar({
  repositories: { experts, expertSessions },
  now,
}: {
  repositories: Pick<Repositories, 'experts' | 'expertSessions'>;
  now: () => Date;
}) {
  /** Every expert, read again only once one has changed: matching and free times read the profiles on every call. */
  const everyExpert = keptByRevision(experts.revision, experts.listByOriginalId);

  /** The active experts who take this kind of session. */
  const offering = async (kind: BookingKind) => (await everyExpert()).filter((expert) => expert.active && expert.kinds.includes(kind));

  /** The calendars of `pool` with what they hold between two instants. */
  async function calendars(pool: readonly StaffExpert[], from: number, to: number, at: Date): Promise<ExpertCalendar[]> {
    const taken = await expertSessions.takenBetween(
      pool.map((expert) => expert.id),
      new Date(from),
      new Date(to),
      at,
    );
    return pool.map((expert) => ({ expertId: expert.id, schedule: expert, taken: taken.get(expert.id) ?? [] }));
  }

  /** Calendars for sessions on `date`: what is held from the day before to the day after is enough. */
  const calendarsOn = (pool: readonly StaffExpert[], date: string, at: Date) =>
    calendars(pool, startInstant(date, 0) - DAY_MS, startInstant(date, 0) + 2 * DAY_MS, at);

  /** Sessions in the coming week per expert: the fair-load tie-break. */
  const weekLoad = (at: Date) => expertSessions.countBetween(at, new Date(at.getTime() + 7 * DAY_MS), at);

  /**
   * The experts who may take this booking, best first: the one chosen (when it is active and
   * takes this kind), or the matches, or, when nobody meets every preference, the closest.
   * Empty when nobody takes this kind at all: the booking then waits for staff.
   */
  async function candidates(answers: MatchAnswers, choice: ExpertChoice, facts: MatchFacts = {}): Promise<StaffExpert[]> {
    if (choice !== ANY_EXPERT) {
      const chosen = await experts.findById(choice);
      return chosen?.active && chosen.kinds.includes(answers.kind) ? [chosen] : [];
    }
    const result = matchExperts(await offering(answers.kind), answers, facts);
    return (result.matches.length > 0 ? result.matches : result.closest).map((match) => match.expert);
  }

  /** The free times nearest to `wanted` on its date, then on the next days: at most three. */
  async function nearestFree(pool: readonly StaffExpert[], date: string, wanted: number, minutes: number, at: Date): Promise<FreeTime[]> {
    const found: FreeTime[] = [];
    for (let day = 0; day < 3 && found.length < 3; day++) {
      const current = addDays(date, day);
      const open = new Set(freeIndividualSlots(await calendarsOn(pool, current, at), current, at, minutes).slots);
      const offers = INDIVIDUAL_SLOT_OFFERS.filter((offer) => open.has(offer.label)).sort(
        (a, b) => Math.abs(a.start - wanted) - Math.abs(b.start - wanted) || a.start - b.start,
      );
      for (const offer of offers.slice(0, 3 - found.length)) found.push({ date: current, time: offer.label });
    }
    return found;
  }

  /** The experts matching `answers`, best first, each with their next free time. */
  async function matches(answers: MatchAnswers): Promise<MatchesAnswer> {
    const at = now();
    const pool = await offering(answers.kind);
    // The filters first, so that next free times are worked out only for the experts shown.
    const unranked = matchExperts(pool, answers);
    const shown = [...unranked.matches, ...unranked.closest].map((match) => match.expert);
    // The fortnight matching looks at, and the day before (a session may still be running).
    const fortnight = await calendars(shown, at.getTime() - DAY_MS, at.getTime() + (MATCH_HORIZON_DAYS + 1) * DAY_MS, at);
    const nextFree = nextFreeStarts(fortnight, at, longestSession(answers.kind), shapeOf(answers.kind));
    const result = matchExperts(pool, answers, { nextFree, weekLoad: await weekLoad(at) });
    const answer: MatchesAnswer = { matches: result.matches.map(present), unmet: result.unmet, closest: result.closest.map(present) };
    if (result.unmet.length > 0) answer.message = unmetMessage(answers, result.unmet);
    return answer;
  }

  return {
    /** `matches`' answer, serialised, and given again while nothing it is made of has moved (kept-briefly.ts). */
    matchesKept: keptBriefly({
      revision: expertSessions.revision,
      now,
      build: matches,
    }),

    /** The times of `date` a session of `minutes` can be booked at with the chosen expert, or any who may take it. */
    async slots(date: string, answers: MatchAnswers, choice: ExpertChoice, minutes: number): Promise<SlotAvailability> {
      const at = now();
      const offers = answers.kind === 'individual' ? INDIVIDUAL_SLOT_OFFERS : SESSION_WINDOW_OFFERS;
      // Who may take it is enough here, not in which order.
      const pool = await candidates(answers, choice);
      // Nobody takes this kind: the spec's times, and staff assign someone after payment.
      if (pool.length === 0) return availabilityFor(date, at, offers);
      const busy = await calendarsOn(pool, date, at);
      return answers.kind === 'individual' ? freeIndividualSlots(busy, date, at, minutes) : freeWindows(busy, date, at, minutes);
    },

    /**
     * Who takes an individual session at `time` (minutes after IST midnight of `date`): the
     * first candidate free then. `taken` is undefined when nobody takes this kind at all
     * (staff will assign); `alternatives` are offered when candidates exist but none is free.
     * Call inside the transaction that writes the hold, after lockCalendars and releasing the booking's own.
     */
    async pickForSlot(answers: MatchAnswers, choice: ExpertChoice, date: string, time: number, minutes: number) {
      const at = now();
      // At one given time, "free sooner" ties everyone: concerns, then the lighter week decide.
      const pool = await candidates(answers, choice, choice === ANY_EXPERT ? { weekLoad: await weekLoad(at) } : {});
      if (pool.length === 0 && choice !== ANY_EXPERT) {
        // The expert chosen has left or stopped taking these sessions: offer whoever may.
        return { expert: undefined, alternatives: await nearestFree(await candidates(answers, ANY_EXPERT), date, time, minutes, at), nobodyTakesIt: false };
      }
      if (pool.length === 0) return { expert: undefined, alternatives: [] as FreeTime[], nobodyTakesIt: true };
      const free = (await calendarsOn(pool, date, at)).findIndex((calendar) => isFreeAt(calendar, date, time, minutes));
      if (free >= 0) return { expert: pool[free], alternatives: [] as FreeTime[], nobodyTakesIt: false };
      return { expert: undefined, alternatives: await nearestFree(pool, date, time, minutes, at), nobodyTakesIt: false };
    },

    /**
     * The first matching expert free inside a couple/family window, and the start they are
     * free at; undefined when none is (the booking waits for staff).
     */
    async pickForWindow(answers: MatchAnswers, date: string, window: string, minutes: number): Promise<{ expert: StaffExpert; start: number } | undefined> {
      const offer: SlotOffer | undefined = SESSION_WINDOW_OFFERS.find((candidate) => candidate.label === window);
      if (!offer) return undefined;
      const at = now();
      const pool = await candidates(answers, ANY_EXPERT, { weekLoad: await weekLoad(at) });
      const busy = await calendarsOn(pool, date, at);
      for (const [index, calendar] of busy.entries()) {
        const start = firstFreeInWindow(calendar, date, offer, minutes);
        const expert = pool[index];
        if (start !== undefined && expert && startInstant(date, start) > at.getTime()) return { expert, start };
      }
      return undefined;
    },

    /** One expert's calendar around `date`: their hours and what they hold then. */
    calendarOn: async (expert: StaffExpert, date: string): Promise<ExpertCalendar> =>
      (await calendarsOn([expert], date, now()))[0] ?? { expertId: expert.id, schedule: expert, taken: [] },

    /** The instant a hold taken now lapses. */
    holdUntil: (holdMinutes: number) => new Date(now().getTime() + holdMinutes * MINUTE_MS),
  };
}
