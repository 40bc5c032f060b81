import { PUBLIC_PAGES } from '../../../domain/public-pages';

// The about page's words, apart from the home page's catalogue so that they never join the
// home page's first script: they load with the about page. The source of the keys;
// messages.hi.ts says the same in Hindi. {product} is the configured product name.

const messages = {
  'meta.title': PUBLIC_PAGES.about.title,
  'meta.description': PUBLIC_PAGES.about.description,

  'hero.title': 'About {product}',
  'hero.text':
    '{product} is an online space for mental wellness in India: qualified counsellors, in your language, a few taps away. We believe asking for help should feel as ordinary as seeing a doctor for a fever.',

  'quote.label': 'Our belief',
  'quote.text': 'You do not need to have everything figured out to take the first step. You only need to reach out.',
  'quote.by': 'The {product} team',

  'start.title': 'Where would you like to start?',
  'start.talk.title': 'Talk To Us',
  'start.talk.text': 'Find the right kind of session and book a time that suits you.',
  'start.blog.title': 'Blog',
  'start.blog.text': 'Practical, gentle reading on stress, relationships and everyday wellbeing.',
  'start.assessment.title': 'Self-Assessment',
  'start.assessment.text': 'Free, private check-ins on mood, anxiety and general health. A screening, not a diagnosis.',

  'story.title': 'Our Story',
  'story.begin':
    '{product} began with a simple observation. Across India, many people carry stress, grief, anxiety and low mood quietly for years before they talk to anyone. Some worry about what others will think. Some live far from a counsellor, or cannot find one who speaks their language. Many simply do not know where to begin.',
  'story.smaller':
    'So we set out to make that first step smaller. Here you can read about what you are feeling, check in with a free self-assessment, and when you are ready, talk privately with a qualified expert from your own room, at a time that fits your day, for a fair price in rupees.',
  'story.promise':
    'We are counsellors, psychologists and people who have needed help ourselves. We do not promise quick fixes. We promise to listen, to respect your pace and your privacy, and to walk alongside you for as long as you need us.',

  'numbers.title': 'Together so far',
  'numbers.journeys': 'Journeys',
  // The home page's figure under the home page's name: one number of sessions across the site.
  'numbers.sessions': 'Sessions scheduled',
  'numbers.community': 'Community members',
  'numbers.experts': 'Experts',

  'contact.title': 'Get in touch',
  'contact.ask.title': 'Ask us anything',
  'contact.ask.text': 'Not sure where to start? Send us your question.',
  'contact.callback.title': 'Request a call back',
  'contact.callback.text': 'Leave your number and we will call at a time you choose.',
  'contact.work.title': 'Work with us',
  'contact.work.text': 'Counsellors, schools and workplaces: let us talk.',
};

export default messages;
