import { PUBLIC_PAGES } from '../../domain/public-pages';

// The workshop page's words. The source of the keys; messages.hi.ts says the same in Hindi.
// {product} is the configured product name; {policy} is a link the page puts in (withParts).
// The event's title, summary and venue are the event's own, as the server stores them; the
// form's field messages are the forms' (src/forms).

const messages = {
  'meta.title': PUBLIC_PAGES.workshop.title,
  'meta.description': PUBLIC_PAGES.workshop.description,

  'hero.title': 'Art Therapy Workshop',
  'hero.when': '{date}, {start} – {end} (IST)',
  'hero.loadFailed': 'The workshop details could not be loaded. Please check your connection and reload the page.',
  'hero.loading': 'Loading…',

  'contact.title': 'Contact us',
  'contact.call': 'Call {phone}',
  'contact.email': 'E-mail {email}',
  'contact.chat': 'Chat with us',

  'form.title': 'Register',
  'form.name': 'Name',
  'form.phone': 'Phone',
  'form.email': 'Email',
  'form.noun': 'this registration',
  'form.privacy':
    'We collect your name, phone and e-mail to register you for this workshop and send your ticket. Until it reaches us, your registration is kept only on this device. See our {policy}.',
  'form.privacyLink': 'privacy policy',
  'form.register': 'Register',
  'form.registerAgain': 'Register again',
  'form.notStored':
    'Your registration could not be saved on this device, so it has not been sent. What you typed is still here: please try again, or call or write to us directly.',
  closed: 'Registration for this event has closed.',

  'pass.registered': 'Registration successful!',
  'pass.thanks': 'Thank you. Your registration number is {id}. Choose your pass to complete the booking.',
  'pass.thanksNamed': 'Thank you, {name}. Your registration number is {id}. Choose your pass to complete the booking.',
  'pass.choose': 'Choose your pass',
  'pass.option': '{label} — {price}',
  'pass.workshop-single': 'Single pass',
  'pass.workshop-couple': 'Couple pass',
  'pass.pay': 'Pay',
  'pass.processing': 'Processing…',
  'pass.someoneElse': 'Register someone else',
};

export default messages;
