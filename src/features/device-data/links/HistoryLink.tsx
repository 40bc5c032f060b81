import type { AssessmentId } from '../../../domain/assessments/assessment';
import { LocalLink, useT } from '../../../i18n/react';
import { historyPath } from '../paths';
import { linkMessages } from './messages';

/** To a test's results kept on this device, from the test's page and its result. */
export function HistoryLink({ test }: { test: AssessmentId }) {
  const t = useT(linkMessages);
  return (
    <p className="history-link">
      <LocalLink to={historyPath(test)}>{t('history.link')}</LocalLink>
    </p>
  );
}
