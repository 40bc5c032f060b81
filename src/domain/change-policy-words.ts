// The rule for moving and cancelling a paid session in plain words (./change-policy has the
// rule itself). Apart from the rule because the home page's FAQ states it: the home page's
// first script carries these words and not the code that only the manage page, the staff
// screens and the server run.

import type { ChangePolicy } from './change-policy';

function hoursWords(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** What a late cancellation gives back, as the sentence's end. */
function lateRefundWords(percent: number): string {
  if (percent >= 100) return 'you can still cancel for a full refund';
  if (percent <= 0) return 'you can still cancel, but the session is not refunded';
  return `you can still cancel and get ${percent}% of the amount back`;
}

/**
 * The rule in plain words, as the terms, the FAQ and the manage page state it:
 * "You can move your session, or cancel it for a full refund, until 24 hours before it starts.
 * After that, you can still cancel, but the session is not refunded."
 */
export function changePolicyWords(policy: ChangePolicy): string {
  if (policy.windowHours === 0) {
    return 'You can move your session, or cancel it for a full refund, until it starts.';
  }
  return (
    `You can move your session, or cancel it for a full refund, until ${hoursWords(policy.windowHours)} before it starts. ` +
    `After that, ${lateRefundWords(policy.lateRefundPercent)}.`
  );
}
