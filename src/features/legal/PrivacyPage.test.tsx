import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RetentionPeriods } from '../../domain/retention';
import { DEFAULT_SITE, type SiteSettings } from '../../domain/site';
import type { Language } from '../../i18n/language';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { onCookieSettingsRequest } from '../../services/consent';
import { SiteContext } from '../../services/site';
import { PrivacyPage } from './PrivacyPage';

// The privacy page in Hindi (/hi/cookies-privacy-policy); legal-pages.test.tsx has the English one.

function renderPage(language: Language, site: Partial<SiteSettings> = {}) {
  return render(
    <LanguageContext value={language}>
      <SiteContext.Provider value={{ ...DEFAULT_SITE, ...site }}>
        <MemoryRouter initialEntries={[language === 'hi' ? '/hi/cookies-privacy-policy' : '/cookies-privacy-policy']}>
          <PrivacyPage />
        </MemoryRouter>
      </SiteContext.Provider>
    </LanguageContext>,
  );
}

const withRetention = (retention: RetentionPeriods) => ({ retention });

beforeAll(() => loadCatalogues('hi'));

describe('PrivacyPage in Hindi', () => {
  it('reads wholly in Hindi: nothing in Latin letters but the settings and the technical abbreviations', () => {
    const { container } = renderPage('hi', { productName: 'Sukoon' });
    const text = [container.textContent ?? '', document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '']
      .join('\n')
      .replaceAll('Sukoon', '')
      .replaceAll(DEFAULT_SITE.supportEmail, '')
      .replaceAll(DEFAULT_SITE.supportPhone, '')
      .replace(/\b(?:IP|UPI|HTTPS)\b/g, '');
    expect(text.match(/[A-Za-z]+/g) ?? []).toEqual([]);
    expect(text).toMatch(/[\u0900-\u097F]/);
  });

  it('has its Hindi title, description, heading, date and the Act by its Hindi name', () => {
    renderPage('hi');
    expect(document.title).toBe('कुकी और प्राइवेसी पॉलिसी | Saathi');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Saathi कौन-सा पर्सनल डेटा इकट्ठा करता है और क्यों, हम उसे कितने समय तक रखते हैं, और आपके अधिकार क्या हैं।',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'कुकी और प्राइवेसी पॉलिसी' })).toBeInTheDocument();
    expect(screen.getByText('16 नवंबर 2024 से लागू')).toBeInTheDocument();
    expect(screen.getByText(/डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023/)).toHaveTextContent(/Saathi कौन-सा पर्सनल डेटा/);
    expect(screen.getByText(/हम पर्सनल डेटा न बेचते हैं, न किराए पर देते हैं/)).toBeInTheDocument();
  });

  it('lists its eleven sections in Hindi, each leading to its numbered heading', () => {
    renderPage('hi');
    const contents = screen.getByRole('navigation', { name: 'इस पेज पर' });
    const entries = within(contents).getAllByRole('link');
    expect(entries).toHaveLength(11);
    expect(entries[0]).toHaveTextContent('हम क्या इकट्ठा करते हैं और क्यों');
    for (const [position, entry] of entries.entries()) {
      const target = document.getElementById(entry.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(`${position + 1}. ${entry.textContent}`);
    }
    expect(screen.getByRole('heading', { level: 2, name: '6. आपके अधिकार' })).toBeInTheDocument();
  });

  it('says what each form collects and why in Hindi', () => {
    renderPage('hi');
    const workshop = screen.getByRole('heading', { level: 3, name: 'वर्कशॉप रजिस्ट्रेशन' }).closest('li');
    expect(workshop).toHaveTextContent('हम क्या इकट्ठा करते हैं');
    expect(workshop).toHaveTextContent('नाम, फ़ोन नंबर, ई-मेल और आपका चुना हुआ पास।');
    expect(workshop).toHaveTextContent('आपकी जगह पक्की करने, पेमेंट लेने और आपका टिकट भेजने के लिए।');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'सेशन बुकिंग (इंडिविजुअल, कपल, फ़ैमिली और फ़्रेंड्स)',
      'संपर्क फ़ॉर्म',
      'सेल्फ़-असेसमेंट',
      'वर्कशॉप रजिस्ट्रेशन',
      'पेमेंट',
      'इस डिवाइस पर क्या रहता है',
    ]);
  });

  it('names each right in bold within its Hindi sentence', () => {
    renderPage('hi');
    const bold = screen.getByText('मिटवाने');
    expect(bold.tagName).toBe('STRONG');
    expect(bold.closest('li')).toHaveTextContent('जब आपके डेटा की ज़रूरत न रहे, या आप अपनी सहमति वापस ले लें, तब उसे मिटवाने का;');
    expect(screen.getByText('शिकायत करने').closest('li')).toHaveTextContent(
      'हमसे शिकायत करने का, और अगर बात न सुलझे, तो भारतीय डेटा संरक्षण बोर्ड से।',
    );
  });

  it('keeps its links in Hindi, and the addresses inside the sentences', () => {
    renderPage('hi');
    expect(screen.getByRole('link', { name: 'हमें मैसेज भेजें' })).toHaveAttribute('href', '/hi/contact');
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/hi/terms-conditions');
    expect(screen.getByRole('link', { name: 'इस डिवाइस पर मेरा डेटा' })).toHaveAttribute('href', '/hi/my-data');
    const contact = screen.getByRole('heading', { level: 2, name: '11. संपर्क और शिकायत' }).nextElementSibling;
    expect(contact).toHaveTextContent(
      'अपने डेटा के बारे में किसी भी सवाल या शिकायत के लिए हमारे शिकायत अधिकारी से hello@saathi.example पर संपर्क करें या +91 00000 00000 (example) पर कॉल करें। आप चाहें तो हमें मैसेज भेजें। हमारे नियम और शर्तें भी देखें।',
    );
    expect(within(contact as HTMLElement).getByRole('link', { name: 'hello@saathi.example' })).toHaveAttribute('href', 'mailto:hello@saathi.example');
    expect(within(contact as HTMLElement).getByRole('link', { name: '+91 00000 00000 (example)' })).toHaveAttribute('href', 'tel:+910000000000');
    expect(screen.getByText(/इनमें से किसी भी अधिकार का इस्तेमाल करने के लिए/)).toHaveTextContent(
      'इनमें से किसी भी अधिकार का इस्तेमाल करने के लिए hello@saathi.example पर लिखें।',
    );
  });

  it('shows what stays on the device in Hindi', () => {
    renderPage('hi');
    expect(screen.getByRole('heading', { level: 3, name: 'इस डिवाइस पर क्या रहता है' })).toBeInTheDocument();
    const paragraph = screen.getByText(/सिर्फ़ इसी ब्राउज़र में, इसी डिवाइस पर रहता है/);
    // The sentence ends as Hindi ends one, after the link.
    expect(paragraph.textContent).toMatch(/इस पेज पर: इस डिवाइस पर मेरा डेटा।$/);
  });

  it('reopens the cookie choice from its Hindi button', async () => {
    const listener = vi.fn();
    const stop = onCookieSettingsRequest(listener);
    renderPage('hi');
    expect(screen.getByText(/कुकी और डिवाइस स्टोरेज साइट को चलाए रखते हैं/)).toHaveTextContent(/^ज़रूरी कुकी/);
    expect(screen.getByText('ज़रूरी').tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: 'कुकी सेटिंग' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('states the default retention periods in years and days', () => {
    renderPage('hi');
    expect(screen.getByText('संपर्क फ़ॉर्म के मैसेज: भेजे जाने के बाद ज़्यादा से ज़्यादा 1 साल तक।')).toBeInTheDocument();
    expect(screen.getByText('सेल्फ़-असेसमेंट रिपोर्ट: ज़्यादा से ज़्यादा 2 साल तक।')).toBeInTheDocument();
    expect(
      screen.getByText('ऐसी बुकिंग और वर्कशॉप रजिस्ट्रेशन जिनका पेमेंट कभी नहीं हुआ: ज़्यादा से ज़्यादा 90 दिनों तक।'),
    ).toBeInTheDocument();
  });

  it('states the configured periods, a number of months or days in its plural form', () => {
    renderPage('hi', withRetention({ contactMonths: 18, assessmentMonths: 36, unpaidBookingDays: 30 }));
    expect(screen.getByText('संपर्क फ़ॉर्म के मैसेज: भेजे जाने के बाद ज़्यादा से ज़्यादा 18 महीनों तक।')).toBeInTheDocument();
    expect(screen.getByText('सेल्फ़-असेसमेंट रिपोर्ट: ज़्यादा से ज़्यादा 3 साल तक।')).toBeInTheDocument();
    expect(
      screen.getByText('ऐसी बुकिंग और वर्कशॉप रजिस्ट्रेशन जिनका पेमेंट कभी नहीं हुआ: ज़्यादा से ज़्यादा 30 दिनों तक।'),
    ).toBeInTheDocument();
  });

  it('states a single month or day in its singular form', () => {
    renderPage('hi', withRetention({ contactMonths: 1, assessmentMonths: 13, unpaidBookingDays: 1 }));
    expect(screen.getByText('संपर्क फ़ॉर्म के मैसेज: भेजे जाने के बाद ज़्यादा से ज़्यादा 1 महीने तक।')).toBeInTheDocument();
    expect(screen.getByText('सेल्फ़-असेसमेंट रिपोर्ट: ज़्यादा से ज़्यादा 13 महीनों तक।')).toBeInTheDocument();
    expect(
      screen.getByText('ऐसी बुकिंग और वर्कशॉप रजिस्ट्रेशन जिनका पेमेंट कभी नहीं हुआ: ज़्यादा से ज़्यादा 1 दिन तक।'),
    ).toBeInTheDocument();
  });
});

describe('PrivacyPage in English', () => {
  it('states a single month or day in the singular', () => {
    renderPage('en', withRetention({ contactMonths: 1, assessmentMonths: 12, unpaidBookingDays: 1 }));
    expect(screen.getByText('Contact messages: up to 1 month after you send them.')).toBeInTheDocument();
    expect(screen.getByText('Self-assessment reports: up to 1 year.')).toBeInTheDocument();
    expect(screen.getByText('Bookings and workshop registrations never paid for: up to 1 day.')).toBeInTheDocument();
  });

  it('keeps its links and title in English', () => {
    renderPage('en');
    expect(document.title).toBe('Cookies and Privacy Policy | Saathi');
    expect(screen.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-conditions');
    expect(screen.getByText('access').tagName).toBe('STRONG');
    expect(screen.getByText('access').closest('li')).toHaveTextContent('access a summary of your personal data and of how we use it;');
    expect(screen.getByRole('link', { name: 'My data on this device' }).closest('p')?.textContent).toMatch(
      /erase it in one step, on the page My data on this device\.$/,
    );
  });
});
