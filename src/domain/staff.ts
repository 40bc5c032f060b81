// The staff area's shared words: who may sign in, and what the staff API answers about a
// submission. The server presents records this way and the staff screens read them so.

// An expert signs in to see their own sessions and set their own hours: nothing else.
export const STAFF_ROLES = ['admin', 'editor', 'support', 'expert'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** What every stored submission has beside its record: its id, kind, status and the columns staff search. */
export type SubmissionColumns = {
  id: number;
  kind: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  status: string | null;
};

/** The languages a visitor can send a form in (src/i18n/language.ts names them). */
export type VisitorLanguage = 'en' | 'hi';

/** How staff read a visitor's language. */
export const VISITOR_LANGUAGE_NAMES: Record<VisitorLanguage, string> = { en: 'English', hi: 'Hindi' };

/** What an expert's view and mail of a session call it: they greet the visitor in it. */
export const VISITOR_LANGUAGE_LABEL = "Visitor's language";

/**
 * A submission in a staff list: its columns, when it came, its kind's list columns (`fields`)
 * and the language of the page it was sent from (not for a payment).
 */
export type SubmissionSummary = SubmissionColumns & {
  createdAt: string;
  fields: Record<string, unknown>;
  language?: VisitorLanguage;
};

/** A submission on its staff detail page: the summary and the whole stored record. */
export type SubmissionDetail = SubmissionSummary & { record: Record<string, unknown> };

/** One answer of a booking's form as an expert reads it: the form's label and the value shown. */
export type IntakeAnswer = { label: string; value: string };

/** One of an expert's own sessions (GET /api/me/sessions). */
export type OwnSessionView = {
  kind: string;
  id: number;
  startsAt: string;
  endsAt: string;
  /** '10:30 AM - 11:10 AM', in IST. */
  time: string;
  /** The IST calendar day, 'YYYY-MM-DD'. */
  date: string;
  meetLink: string | null;
  paid: boolean;
  /** 'held' while the visitor is paying; 'confirmed' once paid (or assigned by staff). */
  state: 'held' | 'confirmed';
  intake: IntakeAnswer[];
  /** The language the visitor booked in: the expert knows which to greet them in. */
  language: VisitorLanguage;
};

/** GET /api/me/sessions: whose diary it is and what is in it, soonest first. */
export type OwnSessions = { expert: { id: number; name: string }; sessions: OwnSessionView[] };
