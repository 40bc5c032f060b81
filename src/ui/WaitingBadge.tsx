import { LocalLink } from '../i18n/react';
import { pageOfKind } from '../offline/kinds';
import { useOutboxSummary } from '../offline/outbox-summary';
import './offline.css';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The header's reminder that something typed on this device has not reached us yet. */
export function WaitingBadge() {
  const summary = useOutboxSummary();
  if (!summary || (summary.waiting === 0 && summary.needsAttention === 0)) return null;
  const parts = [
    summary.needsAttention > 0 ? count(summary.needsAttention, 'needs attention', 'need attention') : null,
    summary.waiting > 0 ? `${summary.waiting} waiting to send` : null,
  ].filter((part): part is string => part !== null);
  return (
    <LocalLink
      to={pageOfKind(summary.firstKind ?? '')}
      className="waiting-badge"
      data-tone={summary.needsAttention > 0 ? 'attention' : 'waiting'}
      title="Saved on this device until it reaches us"
    >
      {parts.join(', ')}
    </LocalLink>
  );
}
