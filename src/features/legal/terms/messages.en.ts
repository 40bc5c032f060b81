import { PUBLIC_PAGES } from '../../../domain/public-pages';

// The terms and conditions page in English: the source of the keys. {product} is the site's
// product name; {teleManas}, {emergency}, {phone}, {email}, {privacyPolicy} and {message} are
// links put into their sentence by withParts; {policy} is the rule for moving and cancelling.

const messages = {
  'meta.title': PUBLIC_PAGES.terms.title,
  'meta.description': PUBLIC_PAGES.terms.description,

  title: 'Terms and Conditions',
  intro:
    'These terms apply when you use {product}, book a session with one of our experts, or register for one of our events. They are written to be read: if anything is unclear, please ask us before you book.',
  toc: 'On this page',
  heading: '{number}. {title}',

  'section.emergency': 'Not an emergency service',
  'section.service': 'What we offer',
  'section.eligibility': 'Who can use the service',
  'section.sessions': 'Booking and attending sessions',
  'section.payments': 'Prices and payments',
  'section.rescheduling': 'Rescheduling, cancellations and refunds',
  'section.conduct': 'Respectful conduct',
  'section.confidentiality': 'Confidentiality and its limits',
  'section.content': 'Self-assessments and articles',
  'section.liability': 'Our responsibility',
  'section.changes': 'Changes to these terms',
  'section.law': 'Governing law and disputes',
  'section.contact': 'Contact us',

  emergency:
    '{product} is not an emergency or crisis service, and our experts cannot respond in real time outside a booked session. If you are in danger or thinking about ending your life, please call Tele-MANAS on {teleManas} (toll-free, 24x7, in many Indian languages) or the emergency number {emergency}, or go to your nearest hospital.',

  service:
    '{product} connects you with qualified psychologists and counsellors for online sessions: individual, couple, and family or friends. Sessions are talking therapy and emotional support. They do not replace a doctor or a psychiatrist, and our experts do not prescribe medicine. Where medical care could help, your expert may suggest that you see a doctor.',

  eligibility:
    'You may book for yourself if you are 18 or older. A person under 18 may use the service only with the consent of a parent or legal guardian: when booking for someone under 18 we ask for the guardian’s contact number and their agreement, and we may contact the guardian to confirm it.',

  'sessions.details': 'Please give accurate details when you book, so we can match you with the right expert.',
  'sessions.confirmed':
    'A booking is confirmed once its payment succeeds. We then e-mail you a private video link for the chosen date and time (India Standard Time).',
  'sessions.joining':
    'Join from a quiet, private place with a steady connection. If you join late, the session still ends at its scheduled time. If you do not join within 15 minutes and have not told us, the session counts as attended.',
  'sessions.recording':
    'Sessions are not recorded, by us or by you, unless everyone in the session agrees in writing beforehand.',

  payments:
    'All prices are in Indian rupees and are shown, with any applicable taxes, before you pay. Payments are processed by our payment provider; we never see or store your card details or UPI PIN. The amount charged is always the one shown for the option you chose.',

  'rescheduling.moveLabel': 'Moving or cancelling:',
  'rescheduling.move':
    '{policy} Every booking e-mail has a link to manage your session: open it to choose a new time or to cancel, without waiting for us.',
  'rescheduling.ourCancelLabel': 'If we cancel:',
  'rescheduling.ourCancel':
    'if your expert cannot attend, or the session cannot happen because of a problem on our side, you choose between a new time and a full refund.',
  'rescheduling.workshopsLabel': 'Workshops:',
  'rescheduling.workshops':
    'a pass can be transferred to someone else at any time, or refunded in full if you cancel at least 24 hours before the event starts.',
  'rescheduling.refunds':
    'Refunds go back to the original payment method, usually within 5 to 7 working days of our confirmation (your bank may take longer to show it).',

  conduct:
    'Our experts treat you with respect, and we ask the same of you. Abuse, harassment, threats, or attending a session under the influence of alcohol or drugs may lead the expert to end the session, and we may decline further bookings. You may use {product} only for your own care or that of the people in your session.',

  'confidentiality.intro': 'What you share in sessions is confidential. An expert may share information without your consent only:',
  'confidentiality.risk': 'when there is a serious and immediate risk to your life or someone else’s;',
  'confidentiality.child': 'when a child or a vulnerable person is at risk of harm;',
  'confidentiality.law': 'when a court or the law requires it.',
  'confidentiality.talkFirst':
    'Wherever it is safe to do so, your expert will talk to you first. Our {privacyPolicy} explains how we handle your personal data.',
  'confidentiality.privacyPolicy': 'Cookies and Privacy Policy',

  content:
    'Our self-assessments are screenings, not a diagnosis. Our articles share general information and are not advice for your particular situation. For a proper assessment, please talk to a qualified professional.',

  liability:
    'We take care to work only with qualified experts and to keep the service running well. To the extent the law allows, we are not responsible for indirect losses, or for problems caused by your internet connection or device, and our total responsibility for any session is limited to the amount you paid for it. Nothing in these terms limits rights you have under Indian consumer protection law.',

  changes:
    'We may update these terms as the service grows. The version shown when you book applies to that booking. If a change matters for sessions you have already booked, we will tell you by e-mail.',

  law: 'These terms are governed by the laws of India, and the courts of India have jurisdiction. If something goes wrong, please contact us first: most problems can be solved with a conversation.',

  contact: 'Questions about these terms? Call {phone}, write to {email} or {message}.',
  'contact.message': 'send us a message',
};

export default messages;
