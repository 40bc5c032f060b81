// The public layout's words: header, menu, footer, cookie banner and the offline, update and
// install prompts, and the header's reminder of what waits to be sent. The source of the keys;
// messages.hi.ts says the same in Hindi.

import { OFFLINE } from '../services/api';

const messages = {
  'frame.skip': 'Skip to main content',
  'frame.loading': 'Loading…',

  'nav.homeOf': ', home',
  'nav.getHelp': 'Get help now',
  'nav.menu': 'Menu',
  'nav.label': 'Main',
  'nav.home': 'Home',
  'nav.book': 'Book a Session',
  'nav.contact': 'Contact',
  'nav.blogs': 'Blogs',
  'nav.about': 'About',
  'nav.assessment': 'Take a Free Assessment',

  'footer.newTab': ' (opens in a new tab)',
  'footer.crisisTitle': 'Get help now',
  'footer.crisisText':
    'If you are in danger or thinking about ending your life, please call now. You do not have to go through this alone. {product} is not an emergency service.',
  'footer.teleManasNote': 'Toll-free, 24x7, in many Indian languages',
  'footer.emergency': 'Emergency',
  'footer.emergencyNote': 'Police, ambulance or fire, any time',
  'footer.services': 'Services',
  'footer.individual': 'Individual Therapy',
  'footer.couple': 'Couple Therapy',
  'footer.family': 'Family & Friends Therapy',
  'footer.assessment': 'Free Self-Assessment',
  'footer.resources': 'Resources',
  'footer.blogs': 'Blogs',
  'footer.faqs': 'FAQs',
  'footer.aboutUs': 'About Us',
  'footer.workshop': 'Art Therapy Workshop',
  'footer.contactUs': 'Contact Us',
  'footer.call': 'Call ',
  'footer.email': 'E-mail ',
  'footer.chat': 'Chat with us',
  'footer.follow': 'Follow us',
  'footer.others': 'Others',
  'footer.terms': 'Terms & Conditions',
  'footer.privacy': 'Cookies & Privacy',
  'footer.myData': 'My data on this device',
  'footer.cookieSettings': 'Cookie settings',
  'footer.rights': '© {year} {product}. All rights reserved.',

  'cookies.title': 'Cookies on {product}',
  'cookies.text':
    'We use essential cookies to keep the site working. With your permission we would also use an advertising cookie to measure our ads; it never receives your answers, bookings or any health information.',
  'cookies.policy': 'Read our cookie policy',
  'cookies.currentAccepted': 'Your current choice: accepted.',
  'cookies.currentRejected': 'Your current choice: rejected.',
  'cookies.currentAcceptedOn': 'Your current choice: accepted on {date}.',
  'cookies.currentRejectedOn': 'Your current choice: rejected on {date}.',
  'cookies.accept': 'Accept',
  'cookies.reject': 'Reject',

  'offline.message': 'You are offline. You can keep using the site; anything you submit will be sent when you reconnect.',
  /** Under a list or page that could not be read (OfflineHint): the fetch layer's own sentence. */
  'offline.read': OFFLINE,

  'update.message': 'A new version is ready. Anything you typed is saved on this device.',
  'update.now': 'Update now',
  'update.later': 'Later',

  'install.label': 'Install the app',
  'install.text': 'Add {product} to your home screen: it opens like an app and works without a connection.',
  'install.button': 'Install the app',
  'install.notNow': 'Not now',

  'slider.slide': 'Slide {number}',
  'slider.slideOf': '{number} of {total}',
  'slider.start': 'Start automatic slides',
  'slider.stop': 'Stop automatic slides',
  'slider.previous': 'Previous slide',
  'slider.next': 'Next slide',

  'waiting.needsAttention': { one: '{count} needs attention', other: '{count} need attention' },
  'waiting.toSend': '{count} waiting to send',
  'waiting.title': 'Saved on this device until it reaches us',
};

export default messages;
