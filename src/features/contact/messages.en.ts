import { PUBLIC_PAGES } from '../../domain/public-pages';

// The contact page's words. The source of the keys; messages.hi.ts says the same in Hindi.
// {product} is the configured product name; a placeholder such as {teleManas} or {policy} is a
// link the page puts in (withParts). The form's field messages are the forms' (src/forms).

const messages = {
  'meta.title': PUBLIC_PAGES.contact.title,
  'meta.description': PUBLIC_PAGES.contact.description,

  'banner.eyebrow': 'Contact Us',
  'banner.title': 'We are here to listen',
  'banner.lead': 'Call, write or send us a message. A real person from our team reads every message and replies personally.',

  'details.title': 'Talk to us',
  'details.phone': 'Phone',
  'details.email': 'E-mail',
  'details.chat': 'Chat',
  'details.chatLink': 'Chat with us',
  'details.crisis': 'In crisis or thinking of harming yourself? Call Tele-MANAS {teleManas} (free, 24x7) or emergency {emergency} now.',

  'form.title': 'Send us a message',
  'form.loading': 'Loading…',
  'form.fullName': 'Full name',
  'form.email': 'E-mail',
  'form.phoneNumber': 'Phone number',
  'form.phoneHint': '10 digits, without +91 or 0',
  'form.subject': 'Subject',
  'form.message': 'Message',
  'form.send': 'Send message',
  'form.sendAgain': 'Send again',
  'form.privacy':
    'We ask for your name, e-mail, phone number and message only so that our team can reply to you. They are not shared with anyone else or used for advertising. Until it reaches us, your message is kept only on this device. {policy}.',
  'form.privacyLink': 'Read our privacy policy',
  'form.noun': 'this message',
  'form.notStored':
    'Your message could not be saved on this device, so it has not been sent. What you typed is still here: please try again, or call or write to us directly.',

  'draft.text': 'You have an unsent message from {date}.',
  'draft.continue': 'Continue',

  'sent.title': 'Message Sent Successfully!',
  'sent.text': 'Thank you for writing to us. Someone from our team will read your message and reply to you personally.',
  'sent.another': 'Send Another Message',
};

export default messages;
