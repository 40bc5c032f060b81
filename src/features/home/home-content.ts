// What the home page shows, as structure: which cards, steps, reasons and stories, in which
// order. Their words are in the home catalogues (messages.en.ts, messages.hi.ts), under the
// ids given here.

export const THERAPY_CARDS = [
  { id: 'individual', to: '/individual_therapy', image: '/images/home/therapy-individual.svg' },
  { id: 'couple', to: '/couple_therapy', image: '/images/home/therapy-couple.svg' },
  { id: 'family', to: '/familyFriends_therapy', image: '/images/home/therapy-family.svg' },
] as const;

export const HOW_IT_WORKS = ['share', 'match', 'support'] as const;

export const WHY_CHOOSE = ['experts', 'private', 'flexible'] as const;

/** Client stories: first name and city only; identifying details changed. */
export const TESTIMONIALS = ['priya', 'arjun', 'meera-karthik', 'farhan', 'ananya'] as const;

/** The five questions the home page answers (the first five of src/domain/faqs.ts). */
export const HOME_FAQ_IDS = ['how-online-therapy-works', 'confidentiality', 'payments', 'reschedule', 'crisis'] as const;

export const WHY_CHOOSE_INTERVAL_MS = 3000;
export const TESTIMONIAL_INTERVAL_MS = 4000;
