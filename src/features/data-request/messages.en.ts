// The page of the link mailed to confirm a request for a copy or the erasure of one's data.

const messages = {
  'meta.title': 'Your data request | {product}',
  'meta.description': 'Confirm your request for a copy or the erasure of your data.',
  title: 'Confirm your request',
  intro: 'You asked us for a copy of the data we hold for your e-mail address, or for its erasure. Nothing happens until you confirm.',
  eraseNote:
    'If you asked for erasure: your forms and reports are deleted, sessions ahead are cancelled under our cancellation rules, and your payments keep only what the law requires for our accounts (amount, date and transaction ID). This cannot be undone.',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  'copy.title': 'Your data is ready',
  'copy.body': 'Here is everything we hold for {email}, as a JSON file. The link has now been used: for a newer copy, please ask again.',
  'copy.download': 'Download my data',
  'erase.title': 'Your data has been erased',
  'erase.submissions': { one: '{count} form or report deleted.', other: '{count} forms and reports deleted.' },
  'erase.sessions': { one: '{count} session ahead cancelled.', other: '{count} sessions ahead cancelled.' },
  'erase.payments': {
    one: '{count} payment kept for our accounts, without your name, e-mail or phone.',
    other: '{count} payments kept for our accounts, without your name, e-mail or phone.',
  },
  'erase.done': 'We have kept a note that an erasure was done, without anything about you.',
  'error.used': 'This link has already been used.',
  'error.expired': 'This link has expired. Please ask again.',
  'error.invalid': 'This link is not valid. Please check that you opened the whole link from the e-mail.',
  'error.offline': 'We could not reach our server. Please check your connection and try again.',
  'error.failed': 'Something went wrong. Please try again later.',
  privacy: 'Read our privacy policy',
  myData: 'Your data on this device, and a new request',
};

export default messages;
