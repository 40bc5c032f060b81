// What every form shows about where its submission stands (SubmissionStatus) and about a
// draft offered back (DraftOffer). Apart from the layout's catalogue, which every page loads
// first, since only the pages with a form need these. The source of the keys; messages.hi.ts
// says the same in Hindi. {reason} is the device's or the server's reason, already in the
// page's language (src/forms/translate-message.ts).

const messages = {
  'status.saved': 'Saved on this device',
  'status.waiting': 'Saved on this device. Waiting for connection — it will be sent automatically.',
  'status.sending': 'Sending…',
  'status.sent': 'Sent',
  'status.needsAttention': 'Needs attention',
  'status.needsAttentionBecause': 'Needs attention: {reason}',
  'status.refusedUnsaid': 'our server could not accept this.',
  'status.lastTry': 'Last try: {reason}',
  'status.lastTryNext': 'Last try: {reason} Next try around {time}.',
  'status.correctFields': 'Please correct the highlighted fields, then send again.',
  'status.thisSubmission': 'this submission',
  'status.confirmDiscard': 'Discard {noun}? What you typed will be deleted from this device and not sent.',
  'status.retryNow': 'Retry now',
  'status.discard': 'Discard',
  'draft.startOver': 'Start over',
};

export default messages;
