// Anxiety self-check: 7 questions in our own words, scored 0-3 (max 21), four bands
// (DECISIONS.md "Assessments"). None is about self-harm.

import { TWO_WEEK_PROMPT, type Assessment } from './assessment';

export const ANXIETY: Assessment = {
  id: 'anxiety',
  title: 'Anxiety Test',
  prompt: TWO_WEEK_PROMPT,
  questions: [
    { text: 'You felt tense, uneasy or keyed up.' },
    { text: 'Once worries started, you found them hard to switch off.' },
    { text: 'Your mind jumped from one worry to the next.' },
    { text: 'You found it hard to unwind, even when you had time to rest.' },
    { text: 'Your body felt fidgety, and you kept needing to move.' },
    { text: 'Small things got under your skin, and you snapped more quickly than usual.' },
    { text: 'You kept expecting something to go badly wrong.' },
  ],
  bands: [
    {
      key: 'minimal',
      label: 'Minimal',
      min: 0,
      max: 4,
      interpretation:
        'Your answers suggest worry is not getting much in your way at the moment. Keep up what helps you stay calm, and come back to this check whenever you need to.',
    },
    {
      key: 'mild',
      label: 'Mild',
      min: 5,
      max: 9,
      interpretation:
        'Your answers suggest some worry and tension in your days. Slow breathing, regular breaks and enough sleep can help, and talking to a counsellor is a good option if it keeps coming back.',
    },
    {
      key: 'moderate',
      label: 'Moderate',
      min: 10,
      max: 14,
      interpretation:
        'Your answers suggest worry has been taking up a lot of your energy. A counsellor can help you understand what sets it off and learn practical ways to ease it; consider booking a conversation soon.',
    },
    {
      key: 'severe',
      label: 'Severe',
      min: 15,
      max: 21,
      interpretation:
        'Your answers suggest anxiety is weighing heavily on you right now. Please reach out to a mental-health professional soon, and if you ever feel overwhelmed or unsafe, use the support lines shown here straight away.',
    },
  ],
};
