// The questions visitors ask most, shown on the home page, the FAQ page and the self-assessment
// page. The FAQ page shows all fifteen, the home page the first five (spec §9). Placeholders
// such as {product} and {teleManas} are filled from the site settings when shown.

/**
 * A question and its answer. The answer may name settings that are configuration, not copy:
 * {product}, {phone}, {email}, {teleManas}, {emergency}, and {changePolicy}: the rule for moving and
 * cancelling a session in words (changePolicyWords), so the answer says what the server applies.
 */
export type FaqItem = { id: string; question: string; answer: string };

/**
 * The questions' ids in the FAQ page's order. Their words in each language are keyed by them
 * (src/ui/faq/messages.en.ts and messages.hi.ts), so a page names the questions it shows by id.
 */
export const FAQ_IDS = [
  'how-online-therapy-works',
  'confidentiality',
  'payments',
  'reschedule',
  'crisis',
  'languages',
  'first-session',
  'choose-expert',
  'screening-not-diagnosis',
  'assessment-length',
  'under-18',
  'couple-family',
  'what-you-need',
  'experts',
  'my-data',
] as const;

export type FaqId = (typeof FAQ_IDS)[number];

export const FAQS: readonly (FaqItem & { id: FaqId })[] = [
  {
    id: 'how-online-therapy-works',
    question: 'How does online therapy with {product} work?',
    answer:
      'You tell us a little about what you are going through, choose a session type and a time, and pay online. We match you with a qualified expert and e-mail you a private video link. At the chosen time you join from your phone or laptop, from wherever you feel comfortable.',
  },
  {
    id: 'confidentiality',
    question: 'Is what I share kept confidential?',
    answer:
      'Yes. What you say in a session stays between you and your expert. We never sell your data, and only the people who need it to arrange your care can see your booking. The one exception is a serious risk to your life or someone else’s, when your expert may need to involve emergency help; they will talk to you about it first wherever they can.',
  },
  {
    id: 'payments',
    question: 'How much does a session cost, and how do I pay?',
    answer:
      'Every price is shown in rupees before you pay, with no hidden charges. Individual sessions come in 40- and 60-minute options; couple and family sessions last 60 minutes. You pay securely online by UPI, card or net banking through our payment provider; we never see or store your card details.',
  },
  {
    id: 'reschedule',
    question: 'Can I reschedule or cancel a session?',
    answer:
      'Yes. {changePolicy} Every booking e-mail has a link to manage your session: open it to choose a new time or to cancel. If your expert has to cancel, you choose between a new time and a full refund. Refunds go back to your original payment method, usually within 5 to 7 working days.',
  },
  {
    id: 'crisis',
    question: 'What if I need help urgently?',
    answer:
      '{product} is not an emergency service. If you are in danger or thinking about ending your life, please call Tele-MANAS on {teleManas} (toll-free, 24x7, in many Indian languages) or the emergency number {emergency} right now. The numbers are also at the bottom of every page under “Get help now”.',
  },
  {
    id: 'languages',
    question: 'Which languages can I talk in?',
    answer:
      'Sessions are available in English and Hindi and, depending on which experts are free, in Kannada, Tamil, Telugu, Bengali or Marathi too. Choose your language when you book and we will match you with an expert who speaks it comfortably.',
  },
  {
    id: 'first-session',
    question: 'What is a first session like?',
    answer:
      'It is a calm conversation, not a test. Your expert will ask what brings you here, listen, and help you decide what you would like to work on. You share only what you are ready to share, and you can ask anything about how therapy works.',
  },
  {
    id: 'choose-expert',
    question: 'Can I choose who I talk to?',
    answer:
      'You can tell us whether you would prefer a male or female counsellor, or have no preference, and which language you want to speak. If after a session or two it does not feel like the right fit, let us know and we will gladly match you with someone else.',
  },
  {
    id: 'screening-not-diagnosis',
    question: 'Is a self-assessment a diagnosis?',
    answer:
      'No. Our free self-assessments are screenings: they help you notice how you have been feeling and whether talking to someone could help. Only a qualified professional can make a diagnosis, after a proper conversation with you.',
  },
  {
    id: 'assessment-length',
    question: 'How long does a self-assessment take?',
    answer:
      'The depression check has 21 short questions and takes about 5 minutes; the anxiety check has 7 and the general health check 8. They work even without an internet connection, and you can skip any question you would rather not answer.',
  },
  {
    id: 'under-18',
    question: 'Can someone under 18 book a session?',
    answer:
      'Yes, with a parent’s or guardian’s consent. When booking for someone under 18 we ask for a guardian’s contact number and their agreement. The young person’s sessions stay confidential, within the same safety limits as for adults.',
  },
  {
    id: 'couple-family',
    question: 'Do you offer sessions for couples and families?',
    answer:
      'Yes. Couple therapy helps partners communicate, rebuild trust and resolve conflicts. Family and friends sessions help people who are close work through conflict, distance, grief or change together. Everyone joins the same video call.',
  },
  {
    id: 'what-you-need',
    question: 'What do I need for an online session?',
    answer:
      'A phone, tablet or computer with a camera, a steady internet connection, and a quiet, private place where you will not be overheard. Earphones help. The video link arrives by e-mail after your payment; nothing needs to be installed.',
  },
  {
    id: 'experts',
    question: 'Who are your experts?',
    answer:
      'Qualified psychologists and counsellors who work with adults, couples, families and young people. Each expert’s profile shows their qualifications, areas of expertise and experience, so you know who you will be talking to.',
  },
  {
    id: 'my-data',
    question: 'Can I see or delete the information I have shared?',
    answer:
      'Yes. Under India’s Digital Personal Data Protection Act you can ask us for a copy of your data, to correct it, or to erase it. Write to {email} and we will reply promptly. Our Cookies and Privacy Policy explains what we keep and for how long.',
  },
];

export const HOME_FAQS: readonly FaqItem[] = FAQS.slice(0, 5);
