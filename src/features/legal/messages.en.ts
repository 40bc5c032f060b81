import { PUBLIC_PAGES } from '../../domain/public-pages';

// The words of the FAQ page and the not-found page. The source of the keys; messages.hi.ts
// says the same in Hindi. {product} is the configured product name; {phone}, {email} and
// {message} are links the page puts in (withParts). The questions and answers themselves are
// the site's (src/ui/faq), shared with the home and self-assessment pages.

const messages = {
  'faqs.meta.title': PUBLIC_PAGES.faqs.title,
  'faqs.meta.description': PUBLIC_PAGES.faqs.description,
  'faqs.title': 'Frequently Asked Questions',
  'faqs.intro':
    'Answers about online sessions, privacy, payments, rescheduling and our free self-assessments. Tap a question to read the answer.',
  'faqs.more.title': 'Still have a question?',
  'faqs.more.text': 'Call us on {phone}, write to {email}, or {message}. We answer every message personally.',
  'faqs.more.message': 'send us a message',

  'notFound.meta.title': 'Page Not Found | {product}',
  'notFound.title': 'Page Not Found',
  'notFound.text':
    'We could not find the page you were looking for. It may have moved, or the link may be mistyped. You are still in the right place, and help is only a click away.',
  'notFound.home': 'Return to Home',
};

export default messages;
