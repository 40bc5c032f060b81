import type { Change } from '../../domain/assessment-history';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { isAssessmentId } from '../../domain/assessments/registry';
import { SUBMISSION_KINDS } from '../../domain/submission-kinds';
import { formatDate } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import type { Translate } from '../../i18n/react';
import { manageTokenOf } from '../../offline/manage-kind';
import type english from './messages.en';

type T = Translate<typeof english>;
type Key = keyof typeof english;

export function testName(t: T, test: AssessmentId): string {
  return t(`test.${test}` as Key);
}

/** A band's name in the page's language; a band the catalogue does not know keeps its key. */
export function bandName(t: T, test: AssessmentId, band: string): string {
  return t(`band.${test}.${band}` as Key);
}

/** "26 Nov 2026, 4:30 pm", in India's time as every date on the site. */
export function dateTime(language: Language, at: number): string {
  return formatDate(language, new Date(at), { dateStyle: 'medium', timeStyle: 'short' });
}

/** What changed since last time, in words: the score's move, and the band before when it changed. */
export function changeInWords(t: T, test: AssessmentId, change: Change | null): string {
  if (change === null) return t('history.first');
  const { scoreDelta, bandBefore } = change;
  const score =
    scoreDelta > 0 ? t('history.up', { count: scoreDelta }) : scoreDelta < 0 ? t('history.down', { count: -scoreDelta }) : t('history.same');
  return bandBefore === null ? score : t('history.scoreAndBand', { score, band: t('history.bandChanged', { from: bandName(t, test, bandBefore) }) });
}

/** What a draft or an outbox item is, by its kind. */
export function kindName(t: T, kind: string): string {
  if (isAssessmentId(kind)) return t('kind.report', { test: testName(t, kind) });
  if (manageTokenOf(kind) !== null) return t('kind.manage');
  const key = `kind.${kind}`;
  return Object.hasOwn(SUBMISSION_KINDS, kind) ? t(key as Key) : t('kind.other');
}

/** The page a draft or an item belongs to, where the visitor can see it; null when none. */
export function pageOfKind(kind: string): string | null {
  const token = manageTokenOf(kind);
  if (token !== null) return `/manage/${encodeURIComponent(token)}`;
  return Object.hasOwn(SUBMISSION_KINDS, kind) ? SUBMISSION_KINDS[kind as keyof typeof SUBMISSION_KINDS].page : null;
}
