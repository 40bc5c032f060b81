// The messages a visitor's form can show about what was typed or sent: the field and form
// messages of the schemas (src/domain/schemas, src/domain/slots.ts), the server's refusals and
// the reasons a submission is still waiting. The schemas and the API speak English; the forms
// show these in the page's language through `translateFormMessage` (translate-message.ts),
// which finds an English message here by its text, number placeholders included.
//
// The texts are written out rather than imported: the schemas are a chunk loaded on demand,
// and this file is bundled with every form. src/i18n/field-messages-complete.test.ts drives
// every visitor schema and fails on a message that is not here.

const messages = {
  // Shared fields (schemas/fields.ts).
  'field.tooLong': 'Please keep this to {max} characters or fewer',
  'field.phoneInvalid': 'Please enter a valid 10-digit phone number',
  'field.emailRequired': 'Email is required',
  'field.emailInvalid': 'Email is invalid',
  'field.ageRequired': 'Age is required',
  'field.ageOutOfRange': 'Please enter an age between 1 and 120',
  'field.contactNumberRequired': 'Contact number is required',
  'field.phoneNumberRequired': 'Phone number is required',
  'field.optionOnce': 'Please choose each option only once',

  // Contact, workshop and assessment report forms.
  'field.fullNameRequired': 'Full name is required',
  'field.nameRequired': 'Name is required',
  'field.subjectRequired': 'Subject is required',
  'field.messageRequired': 'Message is required',
  'field.answersInvalid': 'Please answer or skip every question',
  'field.scoreInvalid': 'Invalid Score',
  'field.passRequired': 'Please select a pass',
  'field.dataRequestType': 'Please choose a copy or erasure',

  // Booking wizards.
  'field.yourNameRequired': 'Your name is required',
  'field.partnerNameRequired': "Partner's name is required",
  'field.participantsRequired': "Other participants' names are required",
  'field.genderRequired': 'Gender is required',
  'field.cityRequired': 'City is required',
  'field.professionRequired': 'Profession is required',
  'field.yourProfessionRequired': 'Your profession is required',
  'field.partnerProfessionRequired': "Partner's profession is required",
  'field.relationshipStatusRequired': 'Relationship status is required',
  'field.relationshipTypeRequired': 'Relationship type is required',
  'field.primaryConcernRequired': 'Primary concern is required',
  'field.goalsRequired': 'At least one therapy goal is required',
  'field.goalRequired': 'A therapy goal is required',
  'field.languageRequired': 'Preferred language is required',
  'field.referralRequired': 'Referral source is required',
  'field.guardianContactRequired': 'Guardian contact number is required',
  'field.guardianConsentRequired': 'Please confirm that a parent or guardian agrees to this booking',
  'field.termsRequired': 'You must agree to the terms',
  'field.termsAndConditionsRequired': 'You must agree to the terms and conditions',
  'field.paymentTermsRequired': 'You must agree to the payment terms',
  'field.selectReasons': 'Please select at least one reason',
  'field.selectReason': 'Please select a reason',
  'field.selectOption': 'Please select an option',
  'field.selectLanguage': 'Please select a language',
  'field.selectDuration': 'Please select a session duration',
  'field.selectDate': 'Please select a date',
  'field.selectKind': 'Please choose a kind of session',
  'field.specifyReason': 'Please specify your reason',
  'field.specifyLanguage': 'Please specify your language',
  'field.specifyPreferredLanguage': 'Please specify your preferred language',
  'field.specifyRelationshipStatus': 'Please specify your relationship status',
  'field.specifyRelationship': 'Please specify your relationship with the participants',
  'field.specifyGoal': 'Please specify your therapy goal',
  'field.specifyConcern': 'Please specify your primary concern',
  'field.sessionTimeRequired': 'Session time is required',
  'field.sessionTimeUnknown': 'Please choose one of the available time slots',
  'field.expertInvalid': 'Please choose an expert from the list',

  // Slots (slots.ts, schemas/session-time.ts).
  'slot.noDate': 'Please select a date first to see available time slots',
  'slot.invalidDate': 'Please select a valid date.',
  'slot.pastDate': 'Past dates are not available for booking. Please select today or a future date.',
  'slot.todayClosed': "No slots available for today after 8:30 PM. Please choose tomorrow's date for available slots.",
  'slot.todayTooSoon':
    "No slots available for today as booking requires 3 hours advance notice. Please choose tomorrow's date for available slots.",
  'slot.noneLeft': 'No slots available for the selected date.',
  'slot.gone': 'This time is no longer available. Please choose another.',

  // Moving or cancelling a session (schemas/manage.ts).
  'manage.invalid': 'This link is not valid. Please use the link in your booking e-mail.',
  'manage.over': 'This session is over, so this link no longer works.',
  'manage.cancelled': 'This session is cancelled.',
  'manage.notPaid': 'This booking is not paid yet, so there is nothing to change.',
  'manage.tooLateToMove': 'It is too late to move this session online. Please contact us.',
  'manage.started': 'This session has already started.',
  'manage.sameTime': 'That is already the time of your session.',
  'manage.noTime': 'This booking has no session time yet. Please contact us.',
  'manage.windowTaken': 'No expert is free in that window. Please choose another.',

  // Why a submission is still waiting (offline/sync-engine.ts) or could not be checked.
  'send.offline': 'No connection.',
  'send.timeout': 'The connection was too slow to finish sending.',
  'send.serverBusy': 'Our server is busy right now.',
  'send.serverProblem': 'Our server had a problem.',
  'send.unexpectedAnswer': 'The answer did not come from our server (a Wi-Fi login page, perhaps).',
  'send.refused': 'Our server could not accept this.',
  'send.checkUnavailable':
    'This form could not be checked just now. Please check your connection and try again: everything you typed is kept.',
  'send.callFailed': 'API call failed. Please try again.',
  'send.somethingWrong': 'Something went wrong!',

  // What zod says where a schema gives no message of its own: a value of the wrong kind, which
  // only a request made by hand sends (a form's fields are always text).
  'zod.invalid': 'Invalid input',
  'zod.textNotNull': 'Invalid input: expected string, received null',
  'zod.textNotUndefined': 'Invalid input: expected string, received undefined',
  'zod.textNotNumber': 'Invalid input: expected string, received number',
  'zod.textNotBoolean': 'Invalid input: expected string, received boolean',
  'zod.textNotArray': 'Invalid input: expected string, received array',
  'zod.textNotObject': 'Invalid input: expected string, received object',

  // The server's refusals as a whole (server/errors.ts and the routes).
  'server.checkFields': 'Please check the highlighted fields.',
  'server.internal': 'Something went wrong. Please try again later.',
  'server.tooManyMinute': 'Too many requests. Please wait a minute and try again.',
  'server.tooMany': 'Too many requests. Please wait a moment and try again.',
  'server.tooLarge': 'The request is too large.',
  'server.unavailable': 'The service is temporarily unavailable. Please try again later.',
  'server.unreadable': 'The request could not be read.',
  'server.invalidJson': 'Invalid JSON',
  'server.notAnObject': 'Please send the form as a JSON object.',
  'server.keyReused': 'This request was already used for a different submission.',
  'server.unstorable': 'This request contains a character that is not accepted (U+0000).',
  'server.crossSite': 'This request did not come from this site.',
};

export default messages;
