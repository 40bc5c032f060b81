// General health and well-being self-check: 8 questions in our own words, scored 0-3
// (max 24), five bands (DECISIONS.md "Assessments").

import { TWO_WEEK_PROMPT, type Assessment } from './assessment';

export const GENERAL_HEALTH: Assessment = {
  id: 'general-health',
  title: 'General Health Test',
  prompt: TWO_WEEK_PROMPT,
  questions: [
    { text: 'Day-to-day activities held little enjoyment or meaning for you.' },
    { text: 'You felt low, flat or discouraged.' },
    { text: 'Your sleep was off: struggling to drop off, waking in the night, or sleeping far longer than you need.' },
    { text: 'You felt drained or low on energy.' },
    { text: 'Your appetite was much smaller or much bigger than usual.' },
    { text: 'You were hard on yourself, or felt you had fallen short.' },
    { text: 'Your attention kept slipping, at work, while reading or in conversation.' },
    { text: 'You had thoughts that you would rather not be here, or of harming yourself.', safety: true },
  ],
  bands: [
    {
      key: 'minimal',
      label: 'None to minimal',
      min: 0,
      max: 4,
      interpretation:
        'Your answers suggest your overall well-being is in a good place. Keep looking after the routines that support you, and check in again whenever you like.',
    },
    {
      key: 'mild',
      label: 'Mild',
      min: 5,
      max: 9,
      interpretation:
        'Your answers suggest a few things have been wearing on you lately. Looking after sleep, meals and rest, and talking to someone you trust, can make a real difference; a counsellor can help if it lingers.',
    },
    {
      key: 'moderate',
      label: 'Moderate',
      min: 10,
      max: 14,
      interpretation:
        'Your answers suggest your well-being has been noticeably affected. Speaking with a counsellor could help you sort through what is going on and find steps that fit your life.',
    },
    {
      key: 'moderately-severe',
      label: 'Moderately severe',
      min: 15,
      max: 19,
      interpretation:
        'Your answers suggest you have been struggling in several parts of your life. We encourage you to talk to a counsellor or doctor soon so you can get the right support.',
    },
    {
      key: 'severe',
      label: 'Severe',
      min: 20,
      max: 24,
      interpretation:
        'Your answers suggest you are having a very difficult time. Please reach out to a mental-health professional as soon as you can, and use the support lines shown here if you need someone to talk to right now.',
    },
  ],
};
