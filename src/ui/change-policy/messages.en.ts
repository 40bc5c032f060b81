// The rule for moving and cancelling a paid session, as src/domain/change-policy-words.ts words
// it for the server's mails: the FAQ's answer and the terms state it from these.

const messages = {
  'policy.untilStart': 'You can move your session, or cancel it for a full refund, until it starts.',
  'policy.untilHours': {
    one: 'You can move your session, or cancel it for a full refund, until {count} hour before it starts.',
    other: 'You can move your session, or cancel it for a full refund, until {count} hours before it starts.',
  },
  'policy.lateFull': 'After that, you can still cancel for a full refund.',
  'policy.lateNone': 'After that, you can still cancel, but the session is not refunded.',
  'policy.latePart': 'After that, you can still cancel and get {percent}% of the amount back.',
};

export default messages;
