// The twelve services of spec §2, each with one sentence that says how we can help.

export type Service = { id: string; name: string; description: string };

export const SERVICES: readonly Service[] = [
  {
    id: 'anxiety-stress',
    name: 'Anxiety & Stress',
    description: 'Learn to quieten racing thoughts and find steadier ground when life feels like too much.',
  },
  {
    id: 'depression',
    name: 'Depression',
    description: 'Gentle, practical support for the heavy days, at a pace that feels right for you.',
  },
  {
    id: 'relationship-issues',
    name: 'Relationship Issues',
    description: 'Understand what keeps going wrong and build connections that feel safer and kinder.',
  },
  {
    id: 'ocd',
    name: 'OCD',
    description: 'Evidence-based help to loosen the grip of intrusive thoughts and repeated rituals.',
  },
  {
    id: 'bipolar-disorder',
    name: 'Bipolar Disorder',
    description: 'Make sense of your highs and lows and build routines that keep you well.',
  },
  {
    id: 'psychosis',
    name: 'Psychosis',
    description: 'Calm, non-judgemental support for you and your family, alongside your medical care.',
  },
  {
    id: 'grief-loss',
    name: 'Grief & Loss',
    description: 'A patient space to remember, to hurt, and slowly to find your way forward.',
  },
  {
    id: 'trauma',
    name: 'Trauma',
    description: 'Work through difficult experiences safely, with an expert who goes at your speed.',
  },
  {
    id: 'couple-therapy',
    name: 'Couple Therapy',
    description: 'Talk, listen and rebuild trust together, with someone on both your sides.',
  },
  {
    id: 'lgbtqia',
    name: 'LGBTQIA+',
    description: 'Affirming support from experts who respect who you are and whom you love.',
  },
  {
    id: 'adhd-teenage',
    name: 'ADHD & Teenage Issues',
    description: 'Help for young people and their parents with focus, school pressure and growing up.',
  },
  {
    id: 'sexual-issues',
    name: 'Sexual Issues',
    description: 'Private, respectful conversations about intimacy and sexual wellbeing, without shame.',
  },
];
