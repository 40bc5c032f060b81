import { PUBLIC_PAGES } from '../../domain/public-pages';

// The booking wizards' words: the three wizards, their steps and fields, the expert choice,
// the time picker and the hand-off to payment. The source of the keys; messages.hi.ts says the
// same in Hindi. The options' labels are in src/ui/option-labels/, the sentences the server
// sends in English in server-sentences/.

const messages = {
  // The three wizards. Their pages' titles and descriptions are the ones the sitemap and the server use too.
  'individual.meta.title': PUBLIC_PAGES.individual.title,
  'individual.meta.description': PUBLIC_PAGES.individual.description,
  'couple.meta.title': PUBLIC_PAGES.couple.title,
  'couple.meta.description': PUBLIC_PAGES.couple.description,
  'family.meta.title': PUBLIC_PAGES.familyFriends.title,
  'family.meta.description': PUBLIC_PAGES.familyFriends.description,
  'individual.title': 'Individual Therapy',
  'individual.lead':
    'A private, one-on-one online session with a qualified counsellor. Take your time: everything you type is saved on this device as you go.',
  'individual.privacy':
    'We ask for your contact details, what you would like support with and your preferences only to arrange your session with a counsellor. They are confidential, seen only by our team and your counsellor, and never used for advertising.',
  'couple.title': 'Couples Therapy',
  'couple.lead':
    'An online session for the two of you with a counsellor experienced in relationships. Everything you type is saved on this device as you go.',
  'couple.privacy':
    "We ask for your and your partner's names, your contact details, your concerns and preferences only to arrange your session with a counsellor. They are confidential, seen only by our team and your counsellor, and never used for advertising.",
  'family.title': 'Family & Friends Therapy',
  'family.lead':
    'An online session for you and the people who matter to you, with a counsellor experienced in family relationships. Everything you type is saved on this device as you go.',
  'family.privacy':
    "We ask for your contact details, the participants' names, your concerns and preferences only to arrange your session with a counsellor. They are confidential, seen only by our team and your counsellor, and never used for advertising.",

  // Step names.
  'step.personalInfo': 'Personal Info',
  'step.supportReason': 'Support Reason',
  'step.additionalInfo': 'Additional Info',
  'step.submission': 'Submission',
  'step.schedulingPayment': 'Scheduling & Payment',
  'step.confirmation': 'Confirmation',
  'step.coupleInfo': 'Couple Info',
  'step.therapyGoals': 'Therapy Goals',
  'step.payment': 'Payment',
  'step.participantInfo': 'Participant Info',

  // Fields.
  'field.name': 'Name',
  'field.yourName': 'Your name',
  'field.partnerName': "Partner's name",
  'field.email': 'Email',
  'field.gender': 'Gender',
  'field.city': 'City',
  'field.contactNo': 'Contact number',
  'field.age': 'Age',
  'field.guardianContactNo': 'Guardian contact number',
  'field.guardianContactNo.hint': "As you are under 18, we need a parent's or guardian's number.",
  'field.guardianConsent': 'My parent or guardian knows about and agrees to this booking',
  'field.profession': 'Profession',
  'field.yourProfession': 'Your profession',
  'field.partnerProfession': "Partner's profession",
  'field.relationshipStatus': 'Relationship status',
  'field.otherRelationshipStatus': 'Please specify your relationship status',
  'field.supportReason': 'What would you like support with?',
  'field.otherSupportReason': 'Please specify your reason',
  'field.feelingsReason': 'What do you think is behind how you are feeling?',
  'field.previousConsultation': 'Have you consulted a counsellor or therapist before?',
  'field.preferredLanguage': 'Preferred language',
  'field.otherLanguage': 'Please specify your language',
  'field.otherPreferredLanguage': 'Please specify your preferred language',
  'field.counselorGenderPreference': 'Counsellor gender preference',
  'field.medicalConditions': 'Do you have any medical conditions we should know about?',
  'field.medicalConditions.couple': 'Do either of you have any medical conditions we should know about?',
  'field.medicalConditions.family': 'Does anyone taking part have a medical condition we should know about?',
  'field.referralSource': 'How did you hear about us?',
  'field.expert': 'Your expert',
  'field.sessionDuration': 'Session duration',
  'field.sessionDate': 'Session date',
  'field.sessionTime': 'Session time (IST)',
  'field.primaryConcern': 'Primary concern',
  'field.coupleGoals': 'What would you like to achieve together?',
  'field.otherTherapyGoal': 'Please specify your therapy goal',
  'field.previousTherapy.couple': 'Have you had couples therapy before?',
  'field.participantsNames': "Other participants' names",
  'field.relationshipType': 'Relationship with the participants',
  'field.otherRelationshipType': 'Please specify your relationship with the participants',
  'field.otherPrimaryConcern': 'Please specify your primary concern',
  'field.familyGoal': 'Therapy goal',
  'field.previousTherapy.family': 'Have you had therapy together before?',
  'field.phone.hint': '10 digits, without +91 or 0',
  'field.select': 'Select an option',
  'field.selectTime': 'Select a time',
  'terms.before': 'I agree to the ',
  'terms.link': 'terms and conditions',
  'terms.after': '',
  'consent.individual': 'I am ready to invest in my mental health (session starting from {price})',
  'consent.couple': 'I am ready to invest in our relationship (session starting from {price})',
  'consent.family': 'I am ready to invest in our well-being together (session starting from {price})',
  'duration.individual': '{length} – {price}',
  'duration.session': '{length} session – {price}',

  // The wizard around the steps.
  'wizard.section': '{title} booking',
  'wizard.progress': 'Booking steps',
  'wizard.stepTitle': 'Step {number} of {total}: {name}',
  'wizard.loading': 'Loading…',
  'wizard.draft.continue': 'Continue where you left off',
  'wizard.draft.offer': 'You started this booking on {date} and got as far as step {number}, {name}. It is saved on this device.',
  'wizard.savedOffline':
    'Your booking is saved on this device and will be sent automatically as soon as you are online. Payment needs a connection: the payment step opens here once we have your booking.',
  'wizard.submitFailed': 'Failed to schedule your consultation. ',
  'wizard.notStored':
    'Failed to schedule your consultation. Your booking could not be saved on this device. What you typed is still here: please try again, or call us.',
  'wizard.tryLater': 'Please try again later.',
  'wizard.noun': 'this booking',
  'wizard.received': 'We have your booking (number {id}). Your payment is pending.',
  'wizard.privacyKept': 'Until it reaches us, your booking is kept only on this device.',
  'wizard.privacyLink': 'Read our privacy policy',
  'wizard.startAfresh': 'Start a new booking instead',
  'wizard.yourExpert': 'Your expert: {name}',
  'wizard.teamWillAssign': 'Our team will assign a matching expert to your session.',
  'wizard.processing': 'Processing Payment… You are being taken to the secure payment page.',
  'wizard.home': 'Go to Home',

  // The buttons under a step.
  'action.back': 'Go Back',
  'action.next': 'Next Step',
  'action.submit': 'Submit',
  'action.pay': 'Confirm & Pay',
  'action.support': 'Need Support?',

  // Payment, from the wizard.
  'payment.callFailed': 'API call failed. Please try again.',
  'payment.notStarted': 'Something went wrong!',
  'payment.durationMissing': 'Please select a session duration before proceeding to payment.',
  'payment.startAgain': 'Start again with this session',
  'payment.timeJustTaken': 'This time has just been taken.',
  'payment.nearestTimes': 'These are the nearest free times:',
  'payment.alternative.before': 'You can also call us on',
  'payment.alternative.or': 'or',
  'payment.alternative.chat': 'chat with us',
  'payment.alternative.after': 'to complete your booking. Everything you chose is kept.',

  // The expert choice and the experts who match.
  'experts.anyMatching': 'First available matching expert',
  'experts.teamAssigns': 'Let the team assign someone',
  'experts.anyClosest': 'First available of these experts',
  'experts.finding': 'Finding the experts who match your answers…',
  'experts.unavailable':
    'We could not load the experts who match your answers just now. You can still choose a time: the first available matching expert will be held for you.',
  'experts.lastKnown': 'These are the experts who matched when you were last online.',
  'experts.closest': 'The closest to what you asked for:',
  'experts.speaks': 'Speaks {languages}',
  'experts.matchTitle': 'Experts who match',
  'experts.later': 'We will show the experts who match once you are back online; the team assigns one inside your window.',
  'reason.speaks': 'Speaks {language}',
  'reason.gender': '{gender} counsellor',
  'reason.takes': 'Takes {kind} sessions',
  'reason.worksWith': 'Works with {concern}',
  'unmet.kind': 'None of our experts takes {kind} sessions at the moment. The team will assign someone for you.',
  'unmet.languageAndGender': 'None of our counsellors speaks {language}, and we do not have a {gender} counsellor for these sessions yet.',
  'unmet.language': 'None of our counsellors speaks {language} yet.',
  'unmet.gender': 'We do not have a {gender} counsellor for these sessions yet.',
  'unmet.genderAndLanguage': 'We do not have a {gender} counsellor who speaks {language} yet.',

  // The time picker.
  'time.loading': 'Loading available times…',
  'time.confirmOnline': 'We will confirm this time when you are back online.',
  'time.noLongerFree': 'The time you had chosen is not free with this choice. Please choose another.',
};

export default messages;
