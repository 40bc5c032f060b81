// Depression self-check: 21 questions in our own words, one per symptom area, scored
// 0-3 (max 63), with the six bands of reading A (DECISIONS.md "Assessments").

import { TWO_WEEK_PROMPT, type Assessment } from './assessment';

export const DEPRESSION: Assessment = {
  id: 'depression',
  title: 'Depression Test',
  prompt: TWO_WEEK_PROMPT,
  questions: [
    { text: 'You felt sad, low or heavy-hearted.' },
    { text: 'You felt that things were unlikely to get better for you.' },
    { text: 'When you looked back, you mostly saw your mistakes.' },
    { text: 'Things you usually enjoy gave you little joy.' },
    { text: 'You felt guilty, even about small things.' },
    { text: 'You felt you were being punished, or that you deserved for things to go wrong.' },
    { text: 'You felt disappointed or unhappy with who you are.' },
    { text: 'You blamed yourself when something went wrong.' },
    { text: 'You had thoughts of ending your life or of harming yourself.', safety: true },
    { text: 'You cried more than usual, or felt like crying but could not.' },
    { text: 'You felt restless or wound up and found it hard to settle.' },
    { text: 'You lost interest in the people or activities around you.' },
    { text: 'You found it hard to make decisions, even small ones.' },
    { text: 'You felt you were not worth much.' },
    { text: 'You had less energy than usual to get through the day.' },
    { text: 'Your sleep changed: you slept much more or much less than usual.' },
    { text: 'You felt more irritable or short-tempered than usual.' },
    { text: 'Your appetite changed: you ate much more or much less than usual.' },
    { text: 'You found it hard to focus or keep your mind on things.' },
    { text: 'You felt tired or worn out, even after resting.' },
    { text: 'You felt less interest in intimacy or physical closeness.' },
  ],
  bands: [
    {
      key: 'normal',
      label: 'Normal mood fluctuations',
      min: 0,
      max: 10,
      interpretation:
        'Your answers suggest the everyday ups and downs most people go through. Keep making room for what steadies you, such as rest, movement and time with people you trust, and check in with yourself again if things change.',
    },
    {
      key: 'mild',
      label: 'Mild mood disturbance',
      min: 11,
      max: 16,
      interpretation:
        'Your answers suggest your mood has been a little low lately. Small steps like regular sleep, gentle activity and talking to someone you trust can help, and a counsellor can help you make sense of what is weighing on you.',
    },
    {
      key: 'borderline',
      label: 'Borderline clinical depression',
      min: 17,
      max: 20,
      interpretation:
        'Your answers suggest low mood has been affecting your days more than usual. Talking it through with a counsellor could help you understand what is happening and find ways to feel more like yourself again.',
    },
    {
      key: 'moderate',
      label: 'Moderate depression',
      min: 21,
      max: 30,
      interpretation:
        'Your answers suggest you have been carrying a lot, and it is likely touching many parts of your daily life. Please consider speaking with a counsellor or doctor soon; you do not have to work through this alone.',
    },
    {
      key: 'severe',
      label: 'Severe depression',
      min: 31,
      max: 40,
      interpretation:
        'Your answers suggest you are going through a very hard time. We encourage you to reach out to a mental-health professional soon, and to lean on someone you trust in the meantime.',
    },
    {
      key: 'extreme',
      label: 'Extreme depression',
      min: 41,
      max: 63,
      interpretation:
        'Your answers suggest you are carrying a great deal of pain right now. Please reach out for support today, whether a helpline, a doctor or someone close to you; help is available and things can get better.',
    },
  ],
};
