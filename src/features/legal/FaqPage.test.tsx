import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { SiteContext } from '../../services/site';
import { FaqPage } from './FaqPage';

const SITE = { ...DEFAULT_SITE, changePolicy: { windowHours: 24, lateRefundPercent: 0 } };

function renderEnglish() {
  return render(
    <SiteContext.Provider value={SITE}>
      <MemoryRouter initialEntries={['/faqs']}>
        <FaqPage />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

/** The page under /hi/faqs, as the Hindi routes render it. */
async function renderHindi() {
  await loadCatalogues('hi');
  return render(
    <LanguageContext value="hi">
      <SiteContext.Provider value={SITE}>
        <MemoryRouter initialEntries={['/hi/faqs']}>
          <FaqPage />
        </MemoryRouter>
      </SiteContext.Provider>
    </LanguageContext>,
  );
}

describe('FaqPage in Hindi', () => {
  it('asks and answers all fifteen questions in Hindi, with the settings filled in', async () => {
    const user = userEvent.setup();
    await renderHindi();
    expect(screen.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();
    expect(screen.getByText(/जवाब पढ़ने के लिए किसी सवाल पर टैप करें।$/)).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(15);
    // Every question is in Devanagari; none is left in English.
    for (const question of questions) expect(question.textContent).toMatch(/[\u0900-\u097F]/);
    expect(questions[0]).toHaveTextContent('Saathi के साथ ऑनलाइन थेरेपी कैसे होती है?');

    await user.click(screen.getByRole('button', { name: 'पहला सेशन कैसा होता है?' }));
    expect(screen.getByText(/^यह एक सुकून भरी बातचीत होती है, कोई इम्तिहान नहीं।/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'अगर मुझे तुरंत मदद चाहिए तो?' }));
    expect(screen.getByText(/^Saathi कोई इमरजेंसी सेवा नहीं है।.*Tele-MANAS को 14416 पर.*इमरजेंसी नंबर 112 पर/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /सेशन का समय बदल या उसे कैंसल/ }));
    expect(
      screen.getByText(/^हाँ। सेशन शुरू होने से 24 घंटे पहले तक .* उसके बाद भी आप कैंसल कर सकते हैं, लेकिन सेशन के पैसे वापस नहीं होंगे। बुकिंग के हर ई-मेल में/),
    ).toBeVisible();
    expect(screen.queryByText(/You can move your session/)).not.toBeInTheDocument();
  });

  it('offers the phone, the e-mail and a Hindi contact page, and has a Hindi title and description', async () => {
    await renderHindi();
    const more = screen.getByRole('heading', { level: 2, name: 'अब भी कोई सवाल है?' }).parentElement as HTMLElement;
    expect(more).toHaveTextContent(
      `हमें ${SITE.supportPhone} पर कॉल करें, ${SITE.supportEmail} पर लिखें, या हमें मैसेज भेजें। हम हर मैसेज का जवाब ख़ुद देते हैं।`,
    );
    expect(within(more).getByRole('link', { name: SITE.supportPhone })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(more).getByRole('link', { name: SITE.supportEmail })).toHaveAttribute('href', `mailto:${SITE.supportEmail}`);
    expect(within(more).getByRole('link', { name: 'हमें मैसेज भेजें' })).toHaveAttribute('href', '/hi/contact');
    expect(document.title).toBe('अक्सर पूछे जाने वाले सवाल | Saathi');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^ऑनलाइन थेरेपी सेशन, प्राइवेसी, पेमेंट/);
  });
});

describe('FaqPage in English', () => {
  it('stays as it was: title, description, questions and the contact box', async () => {
    const user = userEvent.setup();
    renderEnglish();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Answers about online sessions, privacy, payments, rescheduling and our free self-assessments. Tap a question to read the answer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })[0]).toHaveTextContent('How does online therapy with Saathi work?');
    await user.click(screen.getByRole('button', { name: 'Can I see or delete the information I have shared?' }));
    expect(screen.getByText(new RegExp(`Write to ${SITE.supportEmail} and we will reply promptly`))).toBeVisible();
    const more = screen.getByRole('heading', { level: 2, name: 'Still have a question?' }).parentElement as HTMLElement;
    expect(more).toHaveTextContent(
      `Call us on ${SITE.supportPhone}, write to ${SITE.supportEmail}, or send us a message. We answer every message personally.`,
    );
    expect(within(more).getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Frequently Asked Questions | Saathi');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Answers about online therapy sessions, privacy, payments, rescheduling and our self-assessments.',
    );
  });
});
