// Copy of the home page that is data rather than layout. `{product}` is replaced by the
// configured product name when shown.

export const HOME_HEADLINE = 'A Safe Space to Talk, Heal, and Grow Because You Deserve It!';

export const THERAPY_CARDS = [
  {
    to: '/individual_therapy',
    title: 'Individual Therapy',
    text: 'One-on-one sessions, just you and your expert.',
    image: '/images/home/therapy-individual.svg',
  },
  {
    to: '/couple_therapy',
    title: 'Couple Therapy',
    text: 'Understand each other and grow closer again.',
    image: '/images/home/therapy-couple.svg',
  },
  {
    to: '/familyFriends_therapy',
    title: 'Family & Friends Therapy',
    text: 'Heal together with the people who matter.',
    image: '/images/home/therapy-family.svg',
  },
] as const;

export const HOW_IT_WORKS = [
  {
    title: 'Share Your Needs',
    text: 'Tell us in a short, private form what you are going through and what kind of help you would like. No judgement, no jargon.',
  },
  {
    title: 'Expert Match Made Easy',
    text: 'We match you with a qualified expert who fits your needs, your language and your preferences, at a time that suits you.',
  },
  {
    title: 'Confidential, Personalized Support',
    text: 'Meet on a private video link from wherever you feel safe, and work together on a plan made for you.',
  },
] as const;

export const WHY_CHOOSE = [
  {
    id: 'experts',
    title: 'Qualified, caring experts',
    text: 'Every session is with a qualified psychologist or counsellor who listens first and never rushes you.',
  },
  {
    id: 'private',
    title: 'Private and secure',
    text: 'Sessions happen on a private video link. What you share stays confidential, and your data is never sold.',
  },
  {
    id: 'flexible',
    title: 'Affordable and flexible',
    text: 'Clear prices in rupees, sessions from morning to late evening, in the language you are most comfortable in.',
  },
] as const;

export type Testimonial = { id: string; quote: string; name: string; city: string };

/** Client stories: first name and city only; identifying details changed. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'priya',
    quote:
      'I had been anxious for months and did not know who to tell. After a few sessions I finally sleep through the night, and I have tools for the bad days.',
    name: 'Priya',
    city: 'Pune',
  },
  {
    id: 'arjun',
    quote:
      'Work stress had taken over my life. My counsellor helped me set boundaries without feeling guilty. Booking from my phone after office hours made it easy to keep going.',
    name: 'Arjun',
    city: 'Bengaluru',
  },
  {
    id: 'meera-karthik',
    quote:
      'We were arguing about the same things again and again. Couple sessions taught us to actually listen to each other. Home feels calmer now.',
    name: 'Meera & Karthik',
    city: 'Chennai',
  },
  {
    id: 'farhan',
    quote:
      'After my father passed away I felt stuck. Talking in Hindi with someone so patient helped me grieve properly. I am grateful I reached out.',
    name: 'Farhan',
    city: 'Lucknow',
  },
  {
    id: 'ananya',
    quote:
      'I took the free self-assessment just out of curiosity. It nudged me to talk to someone, and that was the best decision I made this year.',
    name: 'Ananya',
    city: 'Kolkata',
  },
];

export const WHY_CHOOSE_INTERVAL_MS = 3000;
export const TESTIMONIAL_INTERVAL_MS = 4000;
