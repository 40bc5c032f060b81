import { LocalLink, useT } from '../i18n/react';
import { useOutboxSummary } from '../offline/outbox-summary';
import { layoutMessages } from './messages';
import './offline.css';

/** The header's reminder that something typed on this device has not reached us yet. */
export function WaitingBadge() {
  const summary = useOutboxSummary();
  const t = useT(layoutMessages);
  if (!summary || (summary.waiting === 0 && summary.needsAttention === 0)) return null;
  const parts = [
    summary.needsAttention > 0 ? t('waiting.needsAttention', { count: summary.needsAttention }) : null,
    summary.waiting > 0 ? t('waiting.toSend', { count: summary.waiting }) : null,
  ].filter((part): part is string => part !== null);
  return (
    <LocalLink
      to={summary.firstPage}
      className="waiting-badge"
      data-tone={summary.needsAttention > 0 ? 'attention' : 'waiting'}
      title={t('waiting.title')}
    >
      {parts.join(', ')}
    </LocalLink>
  );
}
