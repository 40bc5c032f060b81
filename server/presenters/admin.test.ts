import { describe, expect, it } from 'vitest';
import { paymentsCsv, submissionsCsv } from './admin';

describe('CSV headers', () => {
  it('name the columns with the labels the staff screens show', () => {
    expect(submissionsCsv('individual', [])).toBe(
      '"ID","Submitted","Name","Email","Phone","Status","Language","Age","City","What would you like support with?","Session date","Session time (IST)"\r\n',
    );
    expect(submissionsCsv('family-friends', [])).toContain(`"Other participants' names"`);
    expect(submissionsCsv('depression', [])).toMatch(/"Status","Language","Score"\r\n$/);
    expect(paymentsCsv([])).toMatch(/^"Payment ID","Name","Email","Phone number","Amount",/);
  });
});
