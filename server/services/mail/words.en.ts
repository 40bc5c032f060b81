import { formatIndianCalendarDate } from '../../../src/domain/ist';
import { formatRupees } from '../../../src/domain/pricing';
import { istClock } from '../../../src/domain/slots';
import { changePolicyWords } from '../../../src/domain/change-policy-words';
import type { ChangePolicy } from '../../../src/domain/change-policy';
// A lambda below, not the function itself: templates.ts reads these words too.
import { formatIndianTime } from './templates';

// The words of every mail to a visitor, in English: the key source for ./words.hi.ts, which
// must have every key (its type says so). Mails to the team and to experts stay English and
// keep their words in their templates. Each entry is a string or a function of what it names,
// so each language orders the sentence as it is said.

/** What the server stores in English and a visitor's mail shows: session types, pass labels. */
function label(value: string): string {
  return value;
}

export const en = {
  htmlLang: 'en-IN',

  // Formatting: dates and amounts as the language writes them, always India's time.
  /** "5 March 2025 at 3:30 pm IST" */
  instant: (iso: string) => formatIndianTime(iso),
  /** A stored 'YYYY-MM-DD' written out ("Thursday, 26 November 2026"), or as stored when it is no date. */
  day: (date: string) => formatIndianCalendarDate(date) || date,
  clock: istClock,
  rupees: formatRupees,
  label,
  changePolicy: (policy: ChangePolicy) => changePolicyWords(policy),

  dear: (name: string) => `Dear ${name},`,
  hello: 'Hello,',

  // Detail labels.
  session: 'Session',
  date: 'Date',
  timeIst: 'Time (IST)',
  videoLink: 'Video link',
  bookingNumber: 'Booking number',
  yourExpert: 'Your expert',
  payment: 'Payment',
  pending: 'Pending',
  paidFor: 'Paid for',
  amount: 'Amount',
  transactionId: 'Transaction ID',
  providerReference: 'Provider reference',
  paidOn: 'Paid on',
  event: 'Event',
  venue: 'Venue',
  pass: 'Pass',
  amountPaid: 'Amount paid',
  ticketNumber: 'Ticket number',
  was: 'Was',
  now: 'Now',
  wasOn: 'Was on',
  paymentReference: 'Payment reference',
  refundReference: 'Refund reference',
  startedOn: 'Started on',
  completedOn: 'Completed on',

  // Buttons and links.
  joinSession: 'Join your session',
  manageSession: 'Need to move or cancel your session?',
  needToChange: 'Need to move or cancel?',
  bookASession: 'Book a session',
  expertToBeAssigned: 'Our team will assign your expert and write to you shortly',
  expertToBeConfirmed: 'Our team will confirm your expert',

  // Booking received (spec §7 "form submitted").
  bookingReceivedHeading: 'We have received your booking request',
  bookingReceivedThanks: 'Thank you for reaching out. Your booking request has been received.',
  bookingReceivedNext:
    'What happens next: complete the payment to confirm your session. Once it is received, we send your session details and the video link by e-mail. Until then your booking stays pending.',
  bookingReceivedSubject: (product: string) => `${product}: booking request received, payment pending`,

  // Payment receipt.
  paymentReceivedHeading: 'Payment received',
  paymentReceivedThanks: 'Thank you. Your payment is received successfully. Please keep this e-mail as your receipt.',
  paymentReceivedSubject: (product: string, amount: string) => `${product}: payment received (${amount})`,
  /** Why a payment confirmed nothing ("booking" or "registration"), for the payer. */
  unconfirmedNote: (reason: 'gone' | 'already-paid' | 'changed' | 'amount', purpose: 'booking' | 'workshop') => {
    const what = purpose === 'booking' ? 'booking' : 'registration';
    const why = {
      gone: `the ${what} this payment was for no longer exists`,
      'already-paid': `your ${what} had already been paid`,
      changed: `what it was for was changed after it started`,
      amount: 'the amount taken differs from the price',
    }[reason];
    return `We could not confirm anything with this payment: ${why}. Our team has been told and will contact you to arrange your session or refund this payment.`;
  },

  // Session booked.
  sessionBookedHeading: 'Your session is booked',
  sessionBookedIntro:
    'Your payment is received and your session is confirmed. Join with the link below at the session time; it works in a browser, no account needed. The calendar invite is attached.',
  sessionBookedSubject: (product: string, day: string) => `${product}: your session on ${day} is booked`,

  // Expert assigned.
  expertAssignedHeading: (id: number, expert: string) => `Your expert for session #${id} is now ${expert}`,
  expertReassigned: (expert: string) => `Your session now has a new expert, ${expert}. We are sorry for the change.`,
  expertAssigned: (expert: string) => `${expert} will take your session. Thank you for waiting while we arranged it.`,
  expertAssignedSubject: (product: string, id: number, expert: string) => `${product}: your expert for session #${id} is now ${expert}`,

  // Workshop ticket.
  ticketHeading: (event: string) => `Your ticket: ${event}`,
  ticketIntro:
    'Your place is booked. Please show this e-mail (or the ticket number) at the venue. Our team will confirm the exact address by phone or e-mail before the event.',
  ticketSubject: (product: string, event: string, day: string) => `${product}: your ticket for ${event} on ${day}`,

  // Reminders.
  inOneHour: (at: string) => `in one hour, at ${at}`,
  todayAt: (at: string) => `today at ${at}`,
  tomorrowAt: (at: string) => `tomorrow at ${at}`,
  onDayAt: (day: string, at: string) => `on ${day} at ${at}`,
  reminderHeading: (when: string) => `Your session is ${when}`,
  reminderIntro: (name: string, product: string) => `Dear ${name}, this is a reminder of your ${product} session.`,
  reminderSubject: (when: string) => `Reminder: your session is ${when}`,
  linkToFollow: 'Our team will send you the video link before the session.',

  // Moved and cancelled sessions.
  rescheduledHeading: 'Your session has a new time',
  movedByVisitor: 'You moved your session. Here is its new time.',
  movedByStaffBecause: (reason: string) => `Our team has moved your session. The reason: ${reason}`,
  movedByStaff: 'Our team has moved your session. We are sorry for the change.',
  inviteUpdates: 'The calendar invite attached updates the event in your calendar.',
  rescheduledSubject: (product: string, id: number, time: string) => `${product}: your session #${id} is now on ${time}`,
  cancelledHeading: 'Your session is cancelled',
  cancelledByVisitor: 'As you asked, your session is cancelled.',
  cancelledByStaffBecause: (reason: string) => `Our team has cancelled your session. The reason: ${reason}`,
  cancelledByStaff: 'Our team has cancelled your session. We are sorry.',
  inviteRemoves: 'The calendar invite attached takes the session out of your calendar.',
  bookAgain: 'Whenever you are ready, you are welcome to book a new session.',
  cancelledSubject: (product: string, time: string) => `${product}: your session on ${time} is cancelled`,
  lateCancelNotRefunded: 'Under our policy this late cancellation is not refunded.',
  cancelNotRefunded: 'This cancellation is not refunded.',
  fullRefundStarted: (amount: string) => `A full refund of ${amount} has been started.`,
  refundStartedPart: (amount: string, percent: number) => `A refund of ${amount} (${percent}%) has been started.`,
  refundTiming: 'It goes back the way you paid; your bank may take a few working days to show it.',

  // The calendar invite (.ics) attached to a session's mails: the visitor's copy only.
  inviteSummary: (product: string, session: string) => `${product}: ${session}`,
  inviteJoin: (link: string) => `Your online session. Join: ${link}`,
  inviteLinkToFollow: 'Your online session. The team will send the video link.',
  inviteCancelled: 'This session is cancelled.',
  inviteLocation: 'Online video session',

  // Refunds.
  forBooking: (id: number) => ` for booking #${id}`,
  refundStartedHeading: 'Your refund has started',
  refundStarted: (amount: string, forBooking: string) => `We have started a refund of ${amount}${forBooking} to the account or card you paid with.`,
  refundTakes: 'It usually takes 5 to 7 working days to reach your account, depending on your bank.',
  refundWillWrite: 'We will write again when it is complete. If you have any question, reply to this e-mail.',
  refundStartedSubject: (product: string, amount: string) => `${product}: your refund of ${amount} has started`,
  refundCompletedHeading: 'Your refund is complete',
  refundCompleted: (amount: string, forBooking: string) =>
    `Your refund of ${amount}${forBooking} is complete: the payment provider has paid it back to the account or card you paid with.`,
  refundNotSeen: 'If you do not see it in a few days, your bank can find it with the references below. Reply to this e-mail if you need help.',
  refundCompletedSubject: (product: string, amount: string) => `${product}: your refund of ${amount} is complete`,
};

export type MailWords = typeof en;
