import 'fake-indexeddb/auto';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { sharedDb } from '../../offline/shared';
import { SiteContext } from '../../services/site';
import type { OutboxItem } from '../../offline/db';
import { CoupleWizardPage } from './CoupleWizardPage';
import { FamilyWizardPage } from './FamilyWizardPage';
import { IndividualWizardPage } from './IndividualWizardPage';

// The wizards on their /hi/ addresses: the words in Hindi, the values stored the spec's English.

function renderInHindi(page: ReactNode, path: string) {
  return render(
    <LanguageContext value="hi">
      <SiteContext.Provider value={DEFAULT_SITE}>
        <MemoryRouter initialEntries={[`/hi${path}`]}>{page}</MemoryRouter>
      </SiteContext.Provider>
    </LanguageContext>,
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

beforeAll(async () => {
  await loadCatalogues('hi');
});

beforeEach(async () => {
  const db = sharedDb();
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.leases.clear()]);
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
});

afterEach(() => vi.unstubAllGlobals());

describe('booking wizards in Hindi', () => {
  it('individual: the banner, the steps, the fields and the buttons speak Hindi', async () => {
    renderInHindi(<IndividualWizardPage />, '/individual_therapy');
    expect(screen.getByRole('heading', { level: 1, name: 'इंडिविजुअल थेरेपी' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'स्टेप 1/6: आपकी जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'बुकिंग के स्टेप' })).toHaveTextContent(
      /आपकी जानकारी.*किस बात में मदद.*कुछ और जानकारी.*भेजें.*समय और पेमेंट.*पुष्टि/,
    );
    expect(document.title).toBe('इंडिविजुअल थेरेपी | Saathi');
    expect(screen.getByLabelText('नाम')).toBeInTheDocument();
    expect(screen.getByText('10 अंक, +91 या 0 के बिना')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला स्टेप' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मदद चाहिए?' })).toBeInTheDocument();
    expect(screen.queryByText(/Next Step|Personal Info|Select an option/)).not.toBeInTheDocument();
  });

  it('shows the options in Hindi and keeps the spec value', async () => {
    renderInHindi(<IndividualWizardPage />, '/individual_therapy');
    await screen.findByRole('heading', { level: 2, name: /आपकी जानकारी/ });
    const gender = select('जेंडर');
    expect(within(gender).getByRole('option', { name: 'कोई एक चुनें' })).toHaveValue('');
    expect(within(gender).getByRole('option', { name: 'महिला' })).toHaveValue('Female');
    fireEvent.change(gender, { target: { value: 'Female' } });
    expect(gender.value).toBe('Female');
    expect(within(select('पेशा')).getByRole('option', { name: 'स्टूडेंट' })).toHaveValue('Student');
  });

  it('the Submission step: the consents, the terms and the privacy links stay under /hi/', async () => {
    await sharedDb().drafts.put({ kind: 'individual', data: { values: { name: 'Asha' }, step: 3 }, updatedAt: Date.now() });
    renderInHindi(<IndividualWizardPage />, '/individual_therapy');
    expect(await screen.findByText(/स्टेप 4, भेजें तक पहुँचे थे/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'जहाँ छोड़ा था, वहीं से आगे बढ़ें' }));
    await screen.findByRole('heading', { level: 2, name: 'स्टेप 4/6: भेजें' });
    expect(screen.getByRole('checkbox', { name: 'मैं अपनी मानसिक सेहत पर ख़र्च करने के लिए तैयार हूँ (सेशन ₹799 से शुरू)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'मैं नियम और शर्तों से सहमत हूँ' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'नियम और शर्तों' })).toHaveAttribute('href', '/hi/terms-conditions');
    expect(screen.getByRole('link', { name: 'हमारी प्राइवेसी पॉलिसी पढ़ें' })).toHaveAttribute('href', '/hi/cookies-privacy-policy');
    expect(screen.getByRole('radio', { name: 'पुरुष' })).toHaveAttribute('value', 'Male');
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पीछे जाएँ' })).toBeInTheDocument();
  });

  it('couple: the time picker and its windows in Hindi', async () => {
    await sharedDb().drafts.put({ kind: 'couple', data: { values: { name: 'Ravi' }, step: 3 }, updatedAt: Date.now() });
    renderInHindi(<CoupleWizardPage />, '/couple_therapy');
    fireEvent.click(await screen.findByRole('button', { name: 'जहाँ छोड़ा था, वहीं से आगे बढ़ें' }));
    await screen.findByRole('heading', { level: 2, name: 'स्टेप 4/6: भेजें' });
    expect(screen.getByText('ख़ाली समय देखने के लिए पहले तारीख़ चुनें')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'मेल खाते एक्सपर्ट' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('सेशन की तारीख़'), { target: { value: '2099-01-05' } });
    const time = (await screen.findByLabelText('सेशन का समय (IST)')) as HTMLSelectElement;
    expect(within(time).getByRole('option', { name: 'शाम 6 से रात 9 बजे तक' })).toHaveValue('6 PM to 9 PM');
    expect(screen.getByText('इंटरनेट वापस आने पर हम यह समय पक्का करेंगे।')).toBeInTheDocument();
  });

  it('family: the first step and its options in Hindi', async () => {
    renderInHindi(<FamilyWizardPage />, '/familyFriends_therapy');
    expect(screen.getByRole('heading', { level: 1, name: 'फ़ैमिली और फ़्रेंड्स थेरेपी' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'स्टेप 1/5: शामिल लोगों की जानकारी' })).toBeInTheDocument();
    expect(within(select('शामिल लोगों से आपका रिश्ता')).getByRole('option', { name: 'भाई-बहन' })).toHaveValue('Siblings');
  });

  it("individual: the matched experts' reasons, the unmet preference and the prices in Hindi", async () => {
    const sent: OutboxItem = {
      id: crypto.randomUUID(),
      kind: 'individual',
      payload: null,
      createdAt: Date.now(),
      attempts: 1,
      nextAttemptAt: Date.now(),
      state: 'sent',
      lastError: null,
      lastStatus: 201,
      fieldErrors: null,
      serverId: 12,
      serverAnswer: { id: 12, token: 'tok' },
      sentAt: Date.now(),
      sendingSince: null,
    };
    await sharedDb().outbox.put(sent);
    const values = { name: 'Asha Rao', preferredLanguage: 'Tamil', counselorGenderPreference: 'Female', supportReason: ['Depression'] };
    await sharedDb().drafts.put({ kind: 'individual', data: { values, step: 4 }, updatedAt: Date.now() });
    const closest = {
      id: 7,
      name: 'Meera Krishnan',
      position: 'Counselling Psychologist',
      imageSrc: '/experts/7.webp',
      languages: ['English', 'Hindi'],
      gender: 'Female',
      reasons: ['Female counsellor', 'Works with depression'],
      nextFree: null,
    };
    const answer = { matches: [], unmet: ['language'], message: 'None of our counsellors speaks Tamil yet.', closest: [closest] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://localhost').pathname === '/api/experts/matches'
          ? new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })
          : Promise.reject(new TypeError('offline')),
      ),
    );
    renderInHindi(<IndividualWizardPage />, '/individual_therapy');
    await screen.findByRole('heading', { level: 2, name: 'स्टेप 5/6: समय और पेमेंट' });
    expect(await screen.findByText('अभी हमारे कोई भी काउंसलर तमिल नहीं बोलते।')).toBeInTheDocument();
    expect(screen.getByText('भाषाएँ: अंग्रेज़ी, हिंदी')).toBeInTheDocument();
    expect(screen.getByText('महिला काउंसलर')).toBeInTheDocument();
    expect(screen.getByText('डिप्रेशन पर काम करते हैं')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'इन एक्सपर्ट में से जो सबसे पहले ख़ाली हों' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '60 मिनट – ₹999' })).toHaveAttribute('value', 'individual-60');
    expect(screen.getByRole('button', { name: 'कन्फ़र्म करें और पेमेंट करें' })).toBeInTheDocument();
    expect(screen.getByText('हमें आपकी बुकिंग (नंबर 12) मिल गई है। आपका पेमेंट अभी बाक़ी है।')).toBeInTheDocument();
  });
});
