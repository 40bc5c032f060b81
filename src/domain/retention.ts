// How long the visitor's data is kept, per kind, stated once: the server's retention worker
// deletes what is past it (server/services/retention) and the privacy page says it in words,
// both from the same settings (RETENTION_* variables; site settings `retention`).

export type RetentionPeriods = {
  /** Contact messages, counted from when they were sent. */
  contactMonths: number;
  /** Self-assessment reports, counted from when they were taken. */
  assessmentMonths: number;
  /** Bookings and workshop registrations never paid for, counted from when they were made. */
  unpaidBookingDays: number;
};

export const DEFAULT_RETENTION: RetentionPeriods = { contactMonths: 12, assessmentMonths: 24, unpaidBookingDays: 90 };

/** For each kind, the moment before which a record is past its period. */
export type RetentionCutoffs = { contact: Date; assessment: Date; unpaidBooking: Date };

const DAY_MS = 24 * 60 * 60_000;

/**
 * Calendar months before `now`, in UTC: 12 months before 15 March is 15 March of the year
 * before. A day the month lacks becomes its last day (a month before 31 March is 28 or 29
 * February), so a period never ends later than the same day number allows. UTC rather than
 * India's time: a few hours either way do not matter for periods of months.
 */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
}

export function retentionCutoffs(periods: RetentionPeriods, now: Date): RetentionCutoffs {
  return {
    contact: monthsBefore(now, periods.contactMonths),
    assessment: monthsBefore(now, periods.assessmentMonths),
    unpaidBooking: new Date(now.getTime() - periods.unpaidBookingDays * DAY_MS),
  };
}
