import { describe, expect, it } from 'vitest';
import { REFUND_TAKES, refundCompleted, refundFailedNotice, refundStarted, type RefundMailData } from './refund-templates';

const site = { productName: 'Saathi', publicUrl: 'https://saathi.example' };
const SCRIPT = '<script>alert("x")</script>';
const data: RefundMailData = {
  name: 'Asha Rao',
  amountPaise: 149_950,
  bookingId: 42,
  merchantTransactionId: 'TABC123',
  merchantRefundId: 'RXYZ789',
  at: '2025-03-05T14:45:00.000Z',
};

describe('refund mails', () => {
  it('says a refund has started: the amount in rupees, the booking number and how long it takes', () => {
    const mail = refundStarted(data, site);
    expect(mail.subject).toBe('Saathi: your refund of ₹1,499.50 has started');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Your refund has started');
      expect(part).toContain('Dear Asha Rao,');
      expect(part).toContain('₹1,499.50');
      expect(part).toContain('#42');
      expect(part).toContain('RXYZ789');
      expect(part).toContain('TABC123');
      expect(part).toContain('5 March 2025 at 8:15 pm IST');
    }
    expect(mail.text).toContain(REFUND_TAKES);
    expect(mail.text).toContain('usually takes 5 to 7 working days to reach your account');
  });

  it('says a refund is complete, and leaves the booking out when there is none', () => {
    const mail = refundCompleted({ ...data, bookingId: null, name: '' }, site);
    expect(mail.subject).toBe('Saathi: your refund of ₹1,499.50 is complete');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Your refund is complete');
      expect(part).toContain('Hello,');
      expect(part).not.toContain('Booking number');
      expect(part).toContain('Completed on');
    }
  });

  it('tells the team what failed and why, and escapes what the payer typed', () => {
    const mail = refundFailedNotice(
      { ...data, name: SCRIPT, email: 'asha@example.in', reason: 'Cancelled\r\nBcc: x@example.in', error: 'UPI_BACKBONE_ERROR', adminUrl: 'https://saathi.example/admin/responses/payment/5' },
      site,
    );
    expect(mail.subject).toBe('Saathi: refund failed RXYZ789 (₹1,499.50)');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('UPI_BACKBONE_ERROR');
      expect(part).toContain('asha@example.in');
      expect(part).toContain('https://saathi.example/admin/responses/payment/5');
    }
  });

  it('keeps a name with a line break out of the subject', () => {
    expect(refundStarted({ ...data, amountPaise: 100 }, { ...site, productName: 'Saa\r\nthi' }).subject).toBe('Saa thi: your refund of ₹1 has started');
  });
});
