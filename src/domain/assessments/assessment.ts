// The shape of a self-assessment: its questions and its score bands. Each test lives in
// its own module (depression.ts, anxiety.ts, general-health.ts).

export type AssessmentId = 'depression' | 'anxiety' | 'general-health';

export type Question = {
  readonly text: string;
  /** About self-harm or suicidal thoughts: any answer above 0 brings up the crisis lines. */
  readonly safety?: true;
};

export type BandDefinition = {
  readonly key: string;
  readonly label: string;
  /** Inclusive score range. */
  readonly min: number;
  readonly max: number;
  /** Warm, non-diagnostic, with a next step; shown on the result page and in the e-mail. */
  readonly interpretation: string;
};

export type Assessment = {
  readonly id: AssessmentId;
  readonly title: string;
  /** The line above every question: the answers are about how often, over two weeks. */
  readonly prompt: string;
  readonly questions: readonly Question[];
  /** Contiguous, lowest first, from 0 to the maximum score. */
  readonly bands: readonly BandDefinition[];
};

/** Shared by the three tests, so they read the same way. */
export const TWO_WEEK_PROMPT = 'Thinking about the past two weeks, how often has this been true for you?';
