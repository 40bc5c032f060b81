import { use } from 'react';
import type { AssessmentWords } from '../../domain/assessments/words';
import { useLanguage } from '../../i18n/react';

// The tests' own words (questions, answers, bands) in the page's language. English needs
// nothing: the domain modules are written in it. The Hindi words are a chunk of their own,
// loaded with this feature's Hindi catalogue (messages.ts), so an English page never has them.

let hindi: AssessmentWords | undefined;
let loading: Promise<AssessmentWords> | undefined;

export function loadHindiWords(): Promise<AssessmentWords> {
  loading ??= import('../../domain/assessments/words.hi').then((module) => (hindi = module.default));
  return loading;
}

/** The tests' words on a Hindi page; null on an English one (use the domain modules as they are). */
export function useAssessmentWords(): AssessmentWords | null {
  const language = useLanguage();
  if (language === 'en') return null;
  return hindi ?? use(loadHindiWords());
}
