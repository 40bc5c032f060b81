// Sentences the server (or the device's own rules, which say the same) sends in English and a
// page shows: the time pickers' reasons for having no times (SLOT_MESSAGES of
// src/domain/slots.ts) and a payment under way (PAYMENT_UNDER_WAY of src/domain/pricing.ts).
// Copied rather than imported, so the pages that only show them do not load those modules;
// server-sentences.test.tsx keeps the copies true. A page recognises them in an answer
// (useKnownSentence).

const messages = {
  paymentUnderWay:
    'A payment for this session is already under way, so the session cannot be changed now. If you have not paid, you can start again with the session you chose: the earlier payment will then not be used.',
  noDate: 'Please select a date first to see available time slots',
  invalidDate: 'Please select a valid date.',
  pastDate: 'Past dates are not available for booking. Please select today or a future date.',
  todayClosed: "No slots available for today after 8:30 PM. Please choose tomorrow's date for available slots.",
  todayTooSoon:
    "No slots available for today as booking requires 3 hours advance notice. Please choose tomorrow's date for available slots.",
  noneLeft: 'No slots available for the selected date.',
};

export default messages;
