import { HOME_PAGE } from '../../domain/home-page';

// The words of the home page's first screen: its title, banner and counters (the sections
// below it have their own catalogue, in below-the-fold/). The source of the keys;
// messages.hi.ts says the same in Hindi. The title and description are the ones other places
// use too, so they are read from there.

const messages = {
  'meta.title': HOME_PAGE.title,
  'meta.description': HOME_PAGE.description,
  'meta.keywords':
    'online counselling India, online therapy, therapist online, mental health support, anxiety, depression, couple therapy, family therapy, free self-assessment',

  headline: 'A Safe Space to Talk, Heal, and Grow Because You Deserve It!',
  lead: 'Talk privately with a qualified counsellor, online, in your language, at a time that suits you.',
  'card.individual.title': 'Individual Therapy',
  'card.individual.text': 'One-on-one sessions, just you and your expert.',
  'card.couple.title': 'Couple Therapy',
  'card.couple.text': 'Understand each other and grow closer again.',
  'card.family.title': 'Family & Friends Therapy',
  'card.family.text': 'Heal together with the people who matter.',

  'counters.title': 'Our community so far',
  'counters.clients': 'Satisfied clients',
  'counters.sessions': 'Sessions scheduled',
  'counters.experts': 'Experts available',
};

export default messages;
