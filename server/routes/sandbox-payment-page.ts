import express, { Router, type Request } from 'express';
import { formatRupees } from '../../src/domain/pricing';
import type { SandboxRefund } from '../db/refunds-repository';
import { escapeHtml, formatIndianTime } from '../services/mail/templates';
import type { PaymentService } from '../services/payments/payment-service';
import { SANDBOX_OUTCOMES, SANDBOX_SIGNATURE_HEADER, type SandboxOutcome, type SandboxProvider } from '../services/payments/sandbox';

// The sandbox provider's hosted page: what a gateway's checkout page is in production.
// Plain HTML and a form (no script, so the app's CSP holds); the choice is posted back,
// the sandbox "calls back" like a gateway, and the visitor returns to /payment-status.

export const SANDBOX_TITLE = 'Test payment';
export const SANDBOX_NOTICE = 'This is a test payment page. No money is taken and no card or UPI details are asked for.';

const BUTTONS: { outcome: SandboxOutcome; label: string }[] = [
  { outcome: 'SUCCESS', label: 'Pay' },
  { outcome: 'ERROR', label: 'Fail' },
  { outcome: 'DECLINED', label: 'Decline' },
  { outcome: 'CANCELLED', label: 'Cancel' },
  { outcome: 'PENDING', label: 'Leave pending' },
];

function page(productName: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${SANDBOX_TITLE} | ${escapeHtml(productName)}</title>
<link rel="icon" href="/icons/logo.svg" type="image/svg+xml">
<style>
body{margin:0;padding:24px;font-family:system-ui,Arial,sans-serif;background:#f5f7f6;color:#1f2a27}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;border:4px dashed #b45309}
.badge{display:inline-block;background:#b45309;color:#fff;padding:4px 10px;border-radius:4px;font-weight:bold;letter-spacing:.05em}
.amount{font-size:2rem;font-weight:bold;margin:16px 0}
.buttons{display:flex;flex-wrap:wrap;gap:8px}
button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #2f7d6d;background:#fff;color:#1f2a27;cursor:pointer}
button[value=SUCCESS]{background:#2f7d6d;color:#fff}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px 4px 0;border-bottom:1px solid #d6dedb}
</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

/** The transaction's refunds as the gateway recorded them: amount, state and time. */
function refundsSection(refunds: SandboxRefund[]): string {
  if (refunds.length === 0) return '';
  const rows = refunds
    .map(
      (refund) =>
        `<tr><td>${escapeHtml(formatRupees(refund.amountPaise))}</td><td>${escapeHtml(refund.state)}${refund.error ? ` (${escapeHtml(refund.error)})` : ''}</td><td>${escapeHtml(formatIndianTime(refund.createdAt))}</td></tr>`,
    )
    .join('\n');
  return `<h2>Refunds</h2>
<table>
<thead><tr><th scope="col">Amount</th><th scope="col">State</th><th scope="col">Time</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

export function sandboxPaymentPageRouter({
  sandbox,
  payments,
  productName,
  enabled,
}: {
  sandbox: SandboxProvider;
  payments: PaymentService;
  productName: string;
  enabled: boolean;
}): Router {
  const router = Router();

  router.use('/pay/sandbox', (_req, res, next) => {
    if (!enabled) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/pay/sandbox/:txn', async (req: Request<{ txn: string }>, res) => {
    const payment = await sandbox.find(req.params.txn);
    if (!payment) {
      res.status(404).type('html').send(page(productName, `<h1>${SANDBOX_TITLE}</h1><p>This payment does not exist.</p>`));
      return;
    }
    const txn = escapeHtml(payment.merchantTransactionId);
    const decided = payment.outcome !== 'PENDING';
    const refunds = decided ? await sandbox.refundsFor(payment.merchantTransactionId) : [];
    const body = decided
      ? `<p><span class="badge">TEST PAYMENT</span></p><h1>${SANDBOX_TITLE}</h1>
<p>This test payment is already decided: ${escapeHtml(payment.outcome)}.</p>
<p>Transaction: ${txn}<br>Amount: ${escapeHtml(formatRupees(payment.amountPaise))}</p>
${refundsSection(refunds)}
<p><a href="${escapeHtml(payment.returnUrl)}">Back to ${escapeHtml(productName)}</a></p>`
      : `<p><span class="badge">TEST PAYMENT</span></p><h1>${SANDBOX_TITLE}</h1>
<p>${SANDBOX_NOTICE}</p>
<p>Merchant: ${escapeHtml(productName)}<br>Transaction: ${txn}</p>
<p class="amount">${escapeHtml(formatRupees(payment.amountPaise))}</p>
<form method="post" action="/pay/sandbox/${encodeURIComponent(payment.merchantTransactionId)}">
<p>Choose what the bank answers:</p>
<div class="buttons">
${BUTTONS.map(({ outcome, label }) => `<button type="submit" name="outcome" value="${outcome}">${label}</button>`).join('\n')}
</div>
</form>`;
    res.type('html').send(page(productName, body));
  });

  router.post(
    '/pay/sandbox/:txn',
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req: Request<{ txn: string }>, res) => {
      const outcome = (req.body as Record<string, unknown> | undefined)?.outcome;
      if (typeof outcome !== 'string' || !(SANDBOX_OUTCOMES as readonly string[]).includes(outcome)) {
        res.status(400).type('text/plain').send('Choose one of the buttons.');
        return;
      }
      const payment = await sandbox.decide(req.params.txn, outcome as SandboxOutcome);
      if (!payment) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      if (payment.outcome !== 'PENDING') {
        // The gateway's server-to-server callback, signed as a real one would be.
        const txn = payment.merchantTransactionId;
        await payments.callback('sandbox', { headers: { [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(txn) }, body: { merchantTransactionId: txn } });
      }
      res.redirect(303, payment.returnUrl);
    },
  );

  return router;
}
