import type { AssessmentId } from '../../domain/assessments/assessment';
import { LocalLink } from '../../i18n/react';

/** About how long each test takes (the depression test's 5 minutes are the spec's FAQ). */
const MINUTES: Record<AssessmentId, number> = { depression: 5, anxiety: 2, 'general-health': 2 };

type Props = { test: AssessmentId; title: string; questionCount: number };

/** The test's title, and what taking it asks of the visitor. */
export function AssessmentBanner({ test, title, questionCount }: Props) {
  return (
    <section className="assessment-banner">
      <div className="container">
        <p className="assessment-banner__eyebrow">
          <LocalLink to="/Self-Assessment-Tool">Free self-assessment</LocalLink>
        </p>
        <h1 className="assessment-banner__title">{title}</h1>
        <p className="assessment-banner__lead">
          {questionCount} short questions about the past two weeks, about {MINUTES[test]} minutes. Skip any question you would
          rather not answer. Your answers stay on this device unless you choose to send them.
        </p>
      </div>
    </section>
  );
}
