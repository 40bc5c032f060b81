import { describe, expect, it } from 'vitest';
import { dataRequestVerification } from './data-request-templates';

const site = { productName: 'Saathi', publicUrl: 'https://saathi.example' };
const link = `https://saathi.example/data-request/${'a'.repeat(43)}`;

describe('the data request verification mail', () => {
  it('carries the single-use link and how long it works, and says what was asked', () => {
    const erase = dataRequestVerification({ type: 'erase', link, validHours: 24 }, site);
    expect(erase.subject).toBe('Saathi: confirm your request to erase your data');
    expect(erase.text).toContain(`Confirm the erasure: ${link}`);
    expect(erase.text).toContain('The link works once, for 24 hours.');
    expect(erase.html).toContain(`href="${link}"`);
    const copy = dataRequestVerification({ type: 'copy', link, validHours: 24 }, site);
    expect(copy.text).toContain(`Confirm and download my data: ${link}`);
  });

  it('is the same mail whatever is held for the address: it names no record', () => {
    const mail = dataRequestVerification({ type: 'copy', link, validHours: 24 }, site);
    expect(mail.text).not.toMatch(/booking|payment|session|report/i);
  });
});
