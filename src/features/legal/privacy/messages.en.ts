import { PUBLIC_PAGES } from '../../../domain/public-pages';

// The cookies and privacy policy's words, a catalogue of its own: the page's long text loads
// with that page only. The source of the keys; messages.hi.ts says the same in Hindi.
// {product} is the configured product name. {period} is one of the `period.*` messages, a
// retention period of the site settings. {label}, {right}, {email}, {phone}, {message} and
// {terms} are elements the page puts in (withParts): a word in bold, or a link. The paragraph
// on what stays on the device is the device-data feature's (its links catalogue).

const messages = {
  'meta.title': PUBLIC_PAGES.privacy.title,
  'meta.description': PUBLIC_PAGES.privacy.description,

  title: 'Cookies and Privacy Policy',
  effective: 'Effective November 16, 2024',
  intro:
    'Talking about your mental health takes trust. This policy explains, in plain words, what personal data {product} collects, why, who sees it, how long we keep it and the rights you have under India’s Digital Personal Data Protection Act, 2023. {product} is the Data Fiduciary responsible for your data.',
  toc: 'On this page',

  'section.collect': 'What we collect and why',
  'section.health': 'How we care for health information',
  'section.consent': 'Your consent',
  'section.sharing': 'Who we share data with',
  'section.retention': 'How long we keep it',
  'section.rights': 'Your rights',
  'section.children': 'Children',
  'section.cookies': 'Cookies and similar storage',
  'section.security': 'Security',
  'section.changes': 'Changes to this policy',
  'section.contact': 'Contact and grievances',

  'collect.intro': 'We collect only what each form needs, and every form says so next to its submit button.',
  'collect.what': 'What we collect',
  'collect.why': 'Why',
  'collect.booking.form': 'Session booking (individual, couple, family & friends)',
  'collect.booking.what':
    'Names, e-mail, phone number, city, age, gender, profession; for someone under 18, a guardian’s phone number and consent; what brings you to therapy, your goals, previous therapy, whether you have medical conditions, preferred language and counsellor; how you heard about us; session date and time.',
  'collect.booking.why': 'To match you with a suitable expert, arrange and hold your session, contact you about it, and take payment.',
  'collect.contact.form': 'Contact form',
  'collect.contact.what': 'Name, e-mail, phone number, subject and message.',
  'collect.contact.why': 'To answer you.',
  'collect.assessment.form': 'Self-assessments',
  'collect.assessment.what':
    'Your answers are scored on your own device. Only if you ask for the full report do we receive your name, phone number, e-mail, answers and score.',
  'collect.assessment.why': 'To send you your report and, if you wish, help you take a next step.',
  'collect.workshop.form': 'Workshop registration',
  'collect.workshop.what': 'Name, phone number, e-mail and the pass you choose.',
  'collect.workshop.why': 'To reserve your place, take payment and send your ticket.',
  'collect.payment.form': 'Payments',
  'collect.payment.what':
    'The amount, status and transaction reference from our payment provider. Never your card details or UPI PIN.',
  'collect.payment.why': 'To confirm your booking, issue receipts and handle refunds.',
  'collect.logs':
    'Our servers also keep short technical logs (such as IP address, browser type and the time of a request) to keep the service secure and working.',

  'health.text':
    'What you tell us about your mental and physical health is the most sensitive data we hold. Only your expert and the few team members who arrange your care can see it. We never use it for advertising, we never sell it, and we never send it to advertising or analytics companies. Session conversations are not recorded.',

  'consent.text':
    'We use your data on the basis of your consent, which you give by a clear action when you submit a form; no box is ever ticked for you. You can withdraw consent at any time by writing to us. Withdrawing does not affect what was done before, but we may then be unable to continue your sessions.',

  'sharing.intro': 'We do not sell or rent personal data. We share it only with:',
  'sharing.expert': 'your expert, to provide your session;',
  'sharing.payment': 'our payment provider, when you start a payment, to process it;',
  'sharing.video': 'the video meeting service, to create your private session link;',
  'sharing.pixel':
    'the advertising pixel (Meta), only if you accept cookies: it learns that a page was visited or that a booking was made, never your answers, form details or any health information;',
  'sharing.authorities': 'authorities, only when the law requires it.',

  'retention.bookings': 'Booking and session records: up to 3 years after your last session, so your care can continue.',
  'retention.contact': 'Contact messages: up to {period} after you send them.',
  'retention.assessment': 'Self-assessment reports: up to {period}.',
  'retention.unpaid': 'Bookings and workshop registrations never paid for: up to {period}.',
  'retention.payments': 'Payment records: as long as Indian tax and accounting laws require.',
  'retention.logs': 'Technical logs: up to 30 days.',
  'retention.after': 'After that we delete the data, or keep it only in a form that no longer identifies you.',
  'period.years': { one: '{count} year', other: '{count} years' },
  'period.months': { one: '{count} month', other: '{count} months' },
  'period.days': { one: '{count} day', other: '{count} days' },

  'rights.intro': 'You have the right to:',
  'rights.access.text': '{right} a summary of your personal data and of how we use it;',
  'rights.access.right': 'access',
  'rights.correct.text': '{right} or complete data that is wrong or out of date;',
  'rights.correct.right': 'correct',
  'rights.erase.text': '{right} your data when it is no longer needed, or when you withdraw consent;',
  'rights.erase.right': 'erase',
  'rights.nominate.text': '{right} someone to exercise these rights for you if you cannot;',
  'rights.nominate.right': 'nominate',
  'rights.grievance.text': '{right} with us and, if it is not resolved, with the Data Protection Board of India.',
  'rights.grievance.right': 'raise a grievance',
  'rights.how': 'To use any of these rights, write to {email}. We may ask you to confirm who you are before we act.',

  'children.text':
    'A person under 18 can use {product} only with a parent’s or guardian’s consent. We do not track children’s behaviour or show them targeted advertising.',

  'cookies.essential':
    '{label} cookies and device storage keep the site working: they remember your cookie choice, keep staff signed in, and save what you type in a form on your own device so you do not lose it. They need no consent and are never used for advertising.',
  'cookies.essential.label': 'Essential',
  'cookies.optional':
    '{label} an advertising pixel (Meta) that helps us measure our ads. It loads only after you press Accept, and only if we use it at all. It never receives health information. If you press Reject, nothing optional loads.',
  'cookies.optional.label': 'Optional:',
  'cookies.change': 'You can change your choice at any time:',
  'cookies.settings': 'Cookie settings',

  'security.text':
    'Data travels encrypted (HTTPS). Access is limited by role, staff sign in with their own accounts, and deletions are recorded. No system is perfectly secure; if a breach ever affects your data, we will tell you and the Data Protection Board as the law requires.',

  'changes.text':
    'If we change this policy we will update the date at the top, and tell you by e-mail about any change that affects data you have already given us.',

  'contact.text':
    'For any question or grievance about your data, contact our Grievance Officer at {email} or call {phone}. You can also {message}. See also our {terms}.',
  'contact.message': 'send us a message',
  'contact.terms': 'Terms and Conditions',
};

export default messages;
