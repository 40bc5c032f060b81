// The words other pages borrow from this feature: the link to a test's history (the test's
// page and its result) and the privacy page's paragraph about what stays on the device ({link}
// is the link to /my-data, put into the sentence where each language needs it).

const messages = {
  'history.link': 'Your earlier results on this device',
  'privacy.title': 'What stays on this device',
  'privacy.text':
    'Your self-assessment answers and results, what you type into a form before sending it, and anything waiting for a connection to be sent are kept only in this browser, on this device. We do not see any of it unless you send the form or ask for a report. You can see all of it, and erase it in one step, on the page {link}.',
  'privacy.link': 'My data on this device',
};

export default messages;
