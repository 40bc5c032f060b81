import type { AssessmentId } from '../../domain/assessments/assessment';
import { LocalLink, useT } from '../../i18n/react';
import { assessmentMessages } from './messages';

/** About how long each test takes (the depression test's 5 minutes are the spec's FAQ). */
export const MINUTES: Record<AssessmentId, number> = { depression: 5, anxiety: 2, 'general-health': 2 };

type Props = { test: AssessmentId; title: string; questionCount: number };

/** The test's title, and what taking it asks of the visitor. */
export function AssessmentBanner({ test, title, questionCount }: Props) {
  const t = useT(assessmentMessages);
  return (
    <section className="assessment-banner">
      <div className="container">
        <p className="assessment-banner__eyebrow">
          <LocalLink to="/Self-Assessment-Tool">{t('banner.eyebrow')}</LocalLink>
        </p>
        <h1 className="assessment-banner__title">{title}</h1>
        <p className="assessment-banner__lead">{t('banner.lead', { count: questionCount, minutes: MINUTES[test] })}</p>
      </div>
    </section>
  );
}
