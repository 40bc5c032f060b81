// The time and expert fields a session is booked or moved with, shared by the individual
// wizard's schemas and the manage and staff change schemas (./manage). Apart from the wizard's
// module so that a static import of these few fields does not tie that module, which the
// wizard and the outbox load on demand, into the chunks of the manage page and staff screens.

import { z } from 'zod';
import { ANY_EXPERT } from '../expert-profile';

export const SESSION_TIME_REQUIRED = 'Session time is required';
export const SESSION_TIME_UNKNOWN = 'Please choose one of the available time slots';
export const EXPERT_CHOICE_INVALID = 'Please choose an expert from the list';

/** The expert chosen on step 5: an expert's id (a number, or digits from a form), or ANY_EXPERT. */
export const expertChoiceField = z.union(
  [
    z.literal(ANY_EXPERT),
    // A whole number below 1 fails only `positive`, and a union then reports that option's own
    // issue instead of the union's, so the message is given here too.
    z.number().int().positive({ error: EXPERT_CHOICE_INVALID }),
    z.string().regex(/^[1-9]\d{0,9}$/).transform(Number),
  ],
  { error: EXPERT_CHOICE_INVALID },
);
