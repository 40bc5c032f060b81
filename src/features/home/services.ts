// The twelve services of spec §2, in order. Each one's name and the sentence that says how we
// can help are in the home catalogues, under `service.<id>.name` and `service.<id>.text`.

export const SERVICES = [
  'anxiety-stress',
  'depression',
  'relationship-issues',
  'ocd',
  'bipolar-disorder',
  'psychosis',
  'grief-loss',
  'trauma',
  'couple-therapy',
  'lgbtqia',
  'adhd-teenage',
  'sexual-issues',
] as const;
