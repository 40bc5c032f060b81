// Whether the chosen date and time can still be booked depends on `now`, so it is not
// part of the static form schemas: the server adds it with the current time when a
// booking arrives, the wizard with the time the visitor pressed the button.

import type { z } from 'zod';
import { SESSION_WINDOWS } from '../options';
import {
  INDIVIDUAL_SLOT_TIMES,
  SLOT_MESSAGES,
  individualSlots,
  isIsoDate,
  sessionWindows,
  type SlotAvailability,
} from '../slots';
import type { FieldErrors } from '../field-errors';
import { withRules, type FormRule } from './fields';

export const SLOT_NO_LONGER_AVAILABLE = 'This time is no longer available. Please choose another.';

/**
 * The 409 the server answers when a chosen time is not among `day`'s bookable ones any more:
 * the time field says so, and the date field carries the day's own reason, if it has one.
 */
export function slotNoLongerAvailable(day: SlotAvailability, time: string | undefined): { message: string; fields: FieldErrors } | undefined {
  if (time !== undefined && day.slots.includes(time)) return undefined;
  const fields: FieldErrors = { sessionTime: SLOT_NO_LONGER_AVAILABLE };
  if (day.message) fields.sessionDate = day.message;
  return { message: SLOT_NO_LONGER_AVAILABLE, fields };
}

/** Adds "the individual slot is still bookable" to a schema with sessionDate and sessionTime. */
export function withIndividualSlotCheck<T extends z.ZodType>(schema: T, now: Date): T {
  return withRules(schema, bookable((date) => individualSlots(date, now), INDIVIDUAL_SLOT_TIMES));
}

/** Adds "the couple/family window is still bookable" to a schema with sessionDate and sessionTime. */
export function withSessionWindowCheck<T extends z.ZodType>(schema: T, now: Date): T {
  return withRules(schema, bookable((date) => sessionWindows(date, now), SESSION_WINDOWS));
}

function bookable(availability: (date: string) => SlotAvailability, known: readonly string[]): FormRule {
  return (form, report) => {
    const date = typeof form.sessionDate === 'string' ? form.sessionDate.trim() : '';
    // Missing or malformed dates are reported by the date field itself.
    if (!isIsoDate(date)) return;
    const day = availability(date);
    if (day.slots.length === 0) {
      report('sessionDate', day.message ?? SLOT_MESSAGES.noneLeft);
      return;
    }
    const time = typeof form.sessionTime === 'string' ? form.sessionTime.trim() : '';
    // Unknown labels are the time field's own error; here only "known but gone".
    if (known.includes(time) && !day.slots.includes(time)) report('sessionTime', SLOT_NO_LONGER_AVAILABLE);
  };
}
