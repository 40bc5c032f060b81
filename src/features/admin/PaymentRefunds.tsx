import { isRecord } from '../../domain/is-record';
import { formatRupees } from '../../domain/pricing';
import { formatWhen } from '../../domain/submission-labels';

/** A refund as GET /api/admin/payments/:id lists it beside the payment. */
export type StaffRefund = {
  merchantRefundId: string;
  amountPaise: number;
  state: 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED';
  reason: string;
  createdAt: string;
  completedAt: string | null;
  lastError: string | null;
};

/** What each state means to someone answering the payer. */
const STATE_WORDS: Record<StaffRefund['state'], string> = {
  REQUESTED: 'Requested (not yet accepted by the provider)',
  PENDING: 'Under way',
  COMPLETED: 'Completed',
  FAILED: 'Failed: pay it back by hand',
};

/** The refunds of an answer; anything else in the list is left out rather than shown wrong. */
export function readRefunds(body: unknown): StaffRefund[] {
  if (!isRecord(body) || !Array.isArray(body.refunds)) return [];
  return body.refunds.filter(
    (refund): refund is StaffRefund =>
      isRecord(refund) && typeof refund.merchantRefundId === 'string' && typeof refund.amountPaise === 'number' && typeof refund.state === 'string',
  );
}

export function PaymentRefunds({ refunds }: { refunds: StaffRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section className="card admin-section">
      <h2>Refunds</h2>
      <div className="admin-table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Amount</th>
              <th scope="col">State</th>
              <th scope="col">Requested</th>
              <th scope="col">Completed</th>
              <th scope="col">Reason</th>
              <th scope="col">Refund ID</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((refund) => (
              <tr key={refund.merchantRefundId}>
                <td>{formatRupees(refund.amountPaise)}</td>
                <td>
                  {STATE_WORDS[refund.state] ?? refund.state}
                  {refund.lastError && <div className="admin-footer-note">Provider said: {refund.lastError}</div>}
                </td>
                <td>{formatWhen(refund.createdAt)}</td>
                <td>{refund.completedAt ? formatWhen(refund.completedAt) : '—'}</td>
                <td>{refund.reason}</td>
                <td>{refund.merchantRefundId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
