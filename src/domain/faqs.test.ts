import { describe, expect, it } from 'vitest';
import { FAQ_IDS, FAQS, HOME_FAQS } from './faqs';

describe('FAQs', () => {
  it('has fifteen distinct questions, the first five on the home page', () => {
    expect(FAQS).toHaveLength(15);
    expect(new Set(FAQS.map((faq) => faq.id)).size).toBe(15);
    expect(new Set(FAQS.map((faq) => faq.question)).size).toBe(15);
    expect(HOME_FAQS).toHaveLength(5);
    expect(HOME_FAQS.map((faq) => faq.id)).toEqual(FAQS.slice(0, 5).map((faq) => faq.id));
  });

  it('lists every id once, in the page’s order', () => {
    expect(FAQS.map((faq) => faq.id)).toEqual([...FAQ_IDS]);
  });

  it('never hard-codes the product name or crisis numbers', () => {
    for (const faq of FAQS) {
      expect(`${faq.question} ${faq.answer}`).not.toMatch(/Saathi|14416|\b112\b/);
    }
  });

  it('covers crisis help, screening versus diagnosis, and guardian consent', () => {
    const text = FAQS.map((faq) => faq.answer).join(' ');
    expect(text).toContain('{teleManas}');
    expect(text).toMatch(/screenings?/);
    expect(text).toMatch(/guardian/);
    expect(text).toMatch(/rupees/);
  });

  it('states the change rule from the settings, never its hours, and names the manage link', () => {
    const answer = FAQS.find((faq) => faq.id === 'reschedule')?.answer ?? '';
    expect(answer).toContain('{changePolicy}');
    expect(answer).not.toMatch(/\d+ hours/);
    expect(answer).toMatch(/booking e-mail has a link to manage your session/);
    expect(answer).toMatch(/new time and a full refund/);
    expect(answer).toMatch(/5 to 7 working days/);
  });
});
