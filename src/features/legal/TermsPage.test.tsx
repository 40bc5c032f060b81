import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangePolicy } from '../../domain/change-policy';
import { DEFAULT_SITE, type SiteSettings } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import type { Language } from '../../i18n/language';
import { SiteContext } from '../../services/site';
import { TermsPage } from './TermsPage';

const SITE: SiteSettings = { ...DEFAULT_SITE, productName: 'Sukoon', supportPhone: '+91 98765 43210' };

/** The page as the routes render it: under /hi/ with the Hindi layout, or at its English address. */
function renderPage(language: Language, changePolicy: ChangePolicy = DEFAULT_SITE.changePolicy) {
  const path = language === 'hi' ? '/hi/terms-conditions' : '/terms-conditions';
  return render(
    <LanguageContext value={language}>
      <SiteContext.Provider value={{ ...SITE, changePolicy }}>
        <MemoryRouter initialEntries={[path]}>
          <TermsPage />
        </MemoryRouter>
      </SiteContext.Provider>
    </LanguageContext>,
  );
}

function ruleItem(label: RegExp): HTMLElement | null {
  return screen.getByText(label).closest('li');
}

beforeAll(async () => {
  await loadCatalogues('hi');
});

describe('TermsPage in Hindi', () => {
  it('has a Hindi title, description, heading and table of contents', () => {
    renderPage('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(document.title).toBe('नियम और शर्तें | Sukoon');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Sukoon इस्तेमाल करने और हमारे एक्सपर्ट के साथ सेशन बुक करने पर लागू होने वाली शर्तें।',
    );
    const toc = screen.getByRole('navigation', { name: 'इस पेज पर' });
    const entries = within(toc).getAllByRole('link');
    expect(entries).toHaveLength(13);
    expect(entries[0]).toHaveTextContent('यह इमरजेंसी सेवा नहीं है');
    expect(entries[0]).toHaveAttribute('href', '#terms-emergency');
    expect(entries[12]).toHaveTextContent('हमसे संपर्क करें');
    expect(screen.getByRole('heading', { level: 2, name: '6. समय बदलना, कैंसल करना और रिफ़ंड' })).toHaveAttribute(
      'id',
      'terms-rescheduling',
    );
    expect(screen.getByRole('heading', { level: 2, name: '12. लागू क़ानून और विवाद' })).toBeInTheDocument();
  });

  it('says in Hindi that it is not an emergency service, with the crisis lines as links', () => {
    renderPage('hi');
    const callout = screen.getByText(/^Sukoon कोई इमरजेंसी या संकट में मदद करने वाली सेवा नहीं है/);
    expect(callout).toHaveTextContent(/Tele-MANAS को 14416 पर \(टोल-फ़्री, 24x7, कई भारतीय भाषाओं में\) या इमरजेंसी नंबर 112 पर फ़ोन करें/);
    expect(within(callout).getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(within(callout).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  });

  it('keeps its links in Hindi', () => {
    renderPage('hi');
    expect(screen.getByRole('link', { name: 'कुकी और प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/hi/cookies-privacy-policy');
    const contact = screen.getByText(/^इन शर्तों के बारे में कोई सवाल है\?/);
    expect(contact).toHaveTextContent('इन शर्तों के बारे में कोई सवाल है? +91 98765 43210 पर कॉल करें, hello@saathi.example पर लिखें या हमें मैसेज भेजें।');
    expect(within(contact).getByRole('link', { name: 'हमें मैसेज भेजें' })).toHaveAttribute('href', '/hi/contact');
    expect(within(contact).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(contact).getByRole('link', { name: 'hello@saathi.example' })).toHaveAttribute('href', 'mailto:hello@saathi.example');
  });

  it('shows no English sentence', () => {
    const { container } = renderPage('hi');
    // What stays in Latin letters: names, numbers and the few codes Hindi writes as they are.
    const kept = ['Sukoon', 'Tele-MANAS', 'IST', 'UPI PIN', 'hello@saathi.example'];
    const rest = kept.reduce((text, word) => text.replaceAll(word, ''), container.textContent ?? '');
    expect(rest).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('states the default change rule in Hindi', () => {
    renderPage('hi');
    const rule = ruleItem(/^समय बदलना या कैंसल करना:/);
    expect(rule).toHaveTextContent(
      'सेशन शुरू होने से 24 घंटे पहले तक आप उसका समय बदल सकते हैं, या पूरा रिफ़ंड लेकर उसे कैंसल कर सकते हैं। उसके बाद भी आप कैंसल कर सकते हैं, लेकिन सेशन के पैसे वापस नहीं होंगे।',
    );
    expect(rule).toHaveTextContent(/बुकिंग के हर ई-मेल में आपका सेशन मैनेज करने का लिंक होता है/);
    expect(screen.getByText(/^रिफ़ंड उसी तरीक़े में वापस आता है/)).toHaveTextContent(/5 से 7 कामकाजी दिनों में/);
  });

  it('states the rule the settings give, with the hour in the singular', () => {
    renderPage('hi', { windowHours: 1, lateRefundPercent: 50 });
    expect(ruleItem(/^समय बदलना या कैंसल करना:/)).toHaveTextContent(
      'सेशन शुरू होने से 1 घंटा पहले तक आप उसका समय बदल सकते हैं, या पूरा रिफ़ंड लेकर उसे कैंसल कर सकते हैं। उसके बाद भी आप कैंसल करके रक़म का 50% वापस पा सकते हैं।',
    );
  });

  it('states a rule without a window and one with a full late refund', () => {
    const { unmount } = renderPage('hi', { windowHours: 0, lateRefundPercent: 0 });
    expect(ruleItem(/^समय बदलना या कैंसल करना:/)).toHaveTextContent(
      'सेशन शुरू होने तक आप उसका समय बदल सकते हैं, या पूरा रिफ़ंड लेकर उसे कैंसल कर सकते हैं।',
    );
    unmount();
    renderPage('hi', { windowHours: 48, lateRefundPercent: 100 });
    expect(ruleItem(/^समय बदलना या कैंसल करना:/)).toHaveTextContent(
      '48 घंटे पहले तक आप उसका समय बदल सकते हैं, या पूरा रिफ़ंड लेकर उसे कैंसल कर सकते हैं। उसके बाद भी आप कैंसल करके पूरा रिफ़ंड ले सकते हैं।',
    );
  });
});

describe('TermsPage in English', () => {
  it('keeps its title, description, headings and links', () => {
    renderPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(document.title).toBe('Terms and Conditions | Sukoon');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The terms that apply when you use Sukoon and book sessions with our experts.',
    );
    expect(screen.getByRole('heading', { level: 2, name: '1. Not an emergency service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookies and Privacy Policy' })).toHaveAttribute('href', '/cookies-privacy-policy');
    expect(screen.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/^Questions about these terms\?/)).toHaveTextContent(
      'Questions about these terms? Call +91 98765 43210, write to hello@saathi.example or send us a message.',
    );
  });

});
