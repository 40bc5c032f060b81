// The manage page's words (/manage/<token>: the session, moving and cancelling it, reminders
// on the device). The source of the keys; messages.hi.ts says the same in Hindi. The server's
// refusals (server.*) are MANAGE_MESSAGES of src/domain/schemas/manage.ts, copied rather than
// imported so the page does not load the schemas (ManagePage.hindi.test.tsx checks they agree):
// the page recognises them in an answer and says them in the page's language.

const messages = {
  'meta.title': 'Your session | {product}',
  'meta.description': 'See, move or cancel your session.',
  title: 'Your session',
  loading: 'Loading your session…',
  home: 'Go to Home',
  retry: 'Retry',
  notLoaded: 'We could not load your session. Please check your connection and try again.',
  moved: 'Your session has been moved. We have e-mailed you the new time and an updated calendar invite.',
  offline: 'You are offline. A change you make now is kept on this device and sent when you are back online.',
  kept: 'This is your session as this device last saw it, on {date}. It may be out of date.',
  checkAgain: 'Check again',

  // The session.
  'details.session': 'Session',
  'details.expert': 'Expert',
  'details.date': 'Date',
  'details.time': 'Time',
  'details.expertToCome': 'Our team will confirm your expert',
  'time.ist': '{time} IST',
  'time.range': '{start} to {end}',
  'time.device': '{range} your time',
  'time.deviceDay': '{range} your time, {day}',
  moment: '{time} IST on {day}',
  join: 'Join the session',
  linkLater: 'The video link will be e-mailed to you once your expert is confirmed.',
  calendar: 'Add to calendar',
  cancelled: 'Your session is cancelled.',
  'cancelled.byStaff': 'Our team cancelled it at {moment}.',
  'cancelled.byVisitor': 'You cancelled it at {moment}.',
  bookAgain: 'Book again',
  contact: 'Contact us',

  // The change rule.
  'rule.title': 'Changing your session',
  'rule.open': 'You can change this session until {moment}.',
  'rule.late': 'The time to move this session ended at {moment}.',
  'rule.started': 'This session has started, so it can no longer be changed.',
  hours: { one: '{count} hour', other: '{count} hours' },
  'policy.untilStart': 'You can move your session, or cancel it for a full refund, until it starts.',
  'policy.lateFull':
    'You can move your session, or cancel it for a full refund, until {hours} before it starts. After that, you can still cancel for a full refund.',
  'policy.lateNone':
    'You can move your session, or cancel it for a full refund, until {hours} before it starts. After that, you can still cancel, but the session is not refunded.',
  'policy.latePart':
    'You can move your session, or cancel it for a full refund, until {hours} before it starts. After that, you can still cancel and get {percent}% of the amount back.',

  // Moving.
  'move.open': 'Move to another time',
  'move.title': 'Choose a new time',
  'move.who': 'Who with',
  'move.yourExpert': '{name} (your expert)',
  'move.anyExpert': 'Any matching expert',
  'move.date': 'Date',
  'move.selectDate': 'Select a date',
  'move.time': 'Time (IST)',
  'move.loading': 'Loading free times…',
  'move.notLoaded': 'We could not load the free times. Please check your connection and try again.',
  'move.none': 'No free times on this day. Please choose another date.',
  'move.confirmOnline': 'We will confirm this time when you are back online.',
  'move.sending': 'Moving your session…',
  'move.send': 'Move my session',

  // Cancelling.
  'cancel.open': 'Cancel this session',
  'cancel.title': 'Cancel this session?',
  'cancel.final': 'A cancelled session cannot be brought back, but you can always book a new one.',
  'cancel.offline': 'You are offline: the refund follows the rule at the time the cancellation reaches us.',
  'cancel.sending': 'Cancelling…',
  'cancel.send': 'Yes, cancel my session',
  'cancel.keep': 'Keep my session',
  'money.nothing': 'Nothing was paid for this session, so there is nothing to refund.',
  'money.full': 'You will get a full refund of {amount}.',
  'money.lateNone': 'This is less than {hours} before your session, so under our policy it will not be refunded.',
  'money.latePart': 'This is less than {hours} before your session, so under our policy you will get {percent}% of {paid} back: {refund}.',
  'refund.none': 'Under our policy, this cancellation is not refunded.',
  'refund.started': 'Your refund of {amount} has been started. It usually reaches your account in 5 to 7 working days.',
  'refund.completed': 'Your refund of {amount} is complete. Your bank may take a little longer to show it.',
  'refund.failed': 'Your refund of {amount} could not be completed yet. Our team has been told and will put it right; you can also contact us.',

  // A change kept on the device, or refused.
  'change.waiting': 'Saved on this device. Your change will be sent when you are back online, and the rule is checked again then.',
  'change.stillSending': 'Your earlier change is being sent. Please wait for its answer.',
  'change.refused': 'This change could not be made. Please try again, or contact us.',
  'change.notStored': 'Your change could not be kept on this device. Please try again when you are online.',
  'change.waitingCancel': 'Waiting to send: cancel this session.',
  'change.waitingMoveTo': 'Waiting to send: move to {date}, {time} IST.',
  'change.waitingMove': 'Waiting to send: move this session.',
  'change.retryNow': 'Retry now',
  'change.couldNotCancel': 'We could not cancel your session: {error}',
  'change.couldNotMove': 'We could not move your session: {error}',
  'change.instead': 'These times are free instead:',
  'change.dismiss': 'Dismiss',

  // Reminders on this device.
  'push.region': 'Reminders on this device',
  'push.offer': 'Remind me on this device',
  'push.on': 'We will remind you on this device 24 hours and 1 hour before.',
  'push.stop': 'Stop reminders on this device',
  'push.notAllowed': 'Reminders need your permission to show notifications. You can allow them for this site in your browser settings.',
  'push.notReached': 'We could not reach our server. Please check your connection and try again.',
  'push.notSubscribed': 'This device could not be set up for reminders. Your e-mail reminders will still come.',

  // What the server says when it refuses.
  'server.invalid': 'This link is not valid. Please use the link in your booking e-mail.',
  'server.over': 'This session is over, so this link no longer works.',
  'server.cancelled': 'This session is cancelled.',
  'server.notPaid': 'This booking is not paid yet, so there is nothing to change.',
  'server.tooLateToMove': 'It is too late to move this session online. Please contact us.',
  'server.started': 'This session has already started.',
  'server.sameTime': 'That is already the time of your session.',
  'server.noTime': 'This booking has no session time yet. Please contact us.',
  'server.windowTaken': 'No expert is free in that window. Please choose another.',
};

export default messages;
