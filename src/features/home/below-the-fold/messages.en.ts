// The words of the home page's sections below its first screen (how it works, experts,
// services, why us, stories, questions): they load with those sections, off the first load
// (see HomeSections.tsx). The source of the keys; messages.hi.ts says the same in Hindi.
// {product} is the configured product name. The questions themselves are the site's
// (src/ui/faq/messages.en.ts), worded once for every page that asks them.

const messages = {
  'how.title': 'How it works',
  'how.share.title': 'Share Your Needs',
  'how.share.text':
    'Tell us in a short, private form what you are going through and what kind of help you would like. No judgement, no jargon.',
  'how.match.title': 'Expert Match Made Easy',
  'how.match.text':
    'We match you with a qualified expert who fits your needs, your language and your preferences, at a time that suits you.',
  'how.support.title': 'Confidential, Personalized Support',
  'how.support.text': 'Meet on a private video link from wherever you feel safe, and work together on a plan made for you.',

  'experts.title': 'Meet Our Experts',

  'services.title': 'Our Services',
  'services.start': 'Get Started !',
  'service.anxiety-stress.name': 'Anxiety & Stress',
  'service.anxiety-stress.text': 'Learn to quieten racing thoughts and find steadier ground when life feels like too much.',
  'service.depression.name': 'Depression',
  'service.depression.text': 'Gentle, practical support for the heavy days, at a pace that feels right for you.',
  'service.relationship-issues.name': 'Relationship Issues',
  'service.relationship-issues.text': 'Understand what keeps going wrong and build connections that feel safer and kinder.',
  'service.ocd.name': 'OCD',
  'service.ocd.text': 'Evidence-based help to loosen the grip of intrusive thoughts and repeated rituals.',
  'service.bipolar-disorder.name': 'Bipolar Disorder',
  'service.bipolar-disorder.text': 'Make sense of your highs and lows and build routines that keep you well.',
  'service.psychosis.name': 'Psychosis',
  'service.psychosis.text': 'Calm, non-judgemental support for you and your family, alongside your medical care.',
  'service.grief-loss.name': 'Grief & Loss',
  'service.grief-loss.text': 'A patient space to remember, to hurt, and slowly to find your way forward.',
  'service.trauma.name': 'Trauma',
  'service.trauma.text': 'Work through difficult experiences safely, with an expert who goes at your speed.',
  'service.couple-therapy.name': 'Couple Therapy',
  'service.couple-therapy.text': 'Talk, listen and rebuild trust together, with someone on both your sides.',
  'service.lgbtqia.name': 'LGBTQIA+',
  'service.lgbtqia.text': 'Affirming support from experts who respect who you are and whom you love.',
  'service.adhd-teenage.name': 'ADHD & Teenage Issues',
  'service.adhd-teenage.text': 'Help for young people and their parents with focus, school pressure and growing up.',
  'service.sexual-issues.name': 'Sexual Issues',
  'service.sexual-issues.text': 'Private, respectful conversations about intimacy and sexual wellbeing, without shame.',

  'why.title': 'Why Choose {product}?',
  'why.label': 'Why choose {product}',
  'why.experts.title': 'Qualified, caring experts',
  'why.experts.text': 'Every session is with a qualified psychologist or counsellor who listens first and never rushes you.',
  'why.private.title': 'Private and secure',
  'why.private.text': 'Sessions happen on a private video link. What you share stays confidential, and your data is never sold.',
  'why.flexible.title': 'Affordable and flexible',
  'why.flexible.text': 'Clear prices in rupees, sessions from morning to late evening, in the language you are most comfortable in.',

  'stories.title': '{product} stories',
  'stories.label': 'Client stories',
  'stories.from': 'Story from {name}',
  'stories.who': '{name}, {city}',
  'stories.note': 'First names only; details changed to protect privacy.',
  'story.priya.quote':
    'I had been anxious for months and did not know who to tell. After a few sessions I finally sleep through the night, and I have tools for the bad days.',
  'story.priya.name': 'Priya',
  'story.priya.city': 'Pune',
  'story.arjun.quote':
    'Work stress had taken over my life. My counsellor helped me set boundaries without feeling guilty. Booking from my phone after office hours made it easy to keep going.',
  'story.arjun.name': 'Arjun',
  'story.arjun.city': 'Bengaluru',
  'story.meera-karthik.quote':
    'We were arguing about the same things again and again. Couple sessions taught us to actually listen to each other. Home feels calmer now.',
  'story.meera-karthik.name': 'Meera & Karthik',
  'story.meera-karthik.city': 'Chennai',
  'story.farhan.quote':
    'After my father passed away I felt stuck. Talking in Hindi with someone so patient helped me grieve properly. I am grateful I reached out.',
  'story.farhan.name': 'Farhan',
  'story.farhan.city': 'Lucknow',
  'story.ananya.quote':
    'I took the free self-assessment just out of curiosity. It nudged me to talk to someone, and that was the best decision I made this year.',
  'story.ananya.name': 'Ananya',
  'story.ananya.city': 'Kolkata',

  'faq.title': 'Frequently asked questions',
  'faq.more': 'More FAQ',
};

export default messages;
