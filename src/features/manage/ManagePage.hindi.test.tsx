// The page keeps its last answer in the device's database (fake IndexedDB).
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../tests/support/stub-api';
import { MANAGE_MESSAGES } from '../../domain/schemas/manage';
import { DEFAULT_SITE } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { sharedDb } from '../../offline/shared';
import { SiteContext } from '../../services/site';
import type { ManageAnswer } from './api';
import { ManagePage } from './ManagePage';
import english from './messages.en';

// The manage page on its /hi/ address: its own words, and the answer's English in Hindi.

const TOKEN = 'i42.signature';
const PATH = `/api/manage/${TOKEN}`;

function booked(overrides: Partial<ManageAnswer> = {}): ManageAnswer {
  return {
    booking: { kind: 'couple', id: 42, sessionType: 'Couples Therapy, 60 minutes', durationMinutes: 60, duration: 'couple-60' },
    state: 'booked',
    session: { startsAt: '2026-12-02T12:30:00.000Z', endsAt: '2026-12-02T15:30:00.000Z', date: '2026-12-02', time: '6 PM to 9 PM', window: true },
    expert: null,
    meetLink: null,
    inviteUrl: `${PATH}/invite.ics`,
    rule: {
      phase: 'open',
      canReschedule: true,
      canCancel: true,
      refundPercent: 100,
      deadline: '2026-12-01T12:30:00.000Z',
      words: 'You can move your session, or cancel it for a full refund, until 24 hours before it starts. After that, you can still cancel, but the session is not refunded.',
    },
    payment: { amountPaise: 149_900, refund: null },
    slotQuery: 'kind=couple&duration=couple-60&language=Hindi',
    lastChange: null,
    ...overrides,
  };
}

function renderInHindi() {
  return render(
    <LanguageContext value="hi">
      <SiteContext.Provider value={DEFAULT_SITE}>
        <MemoryRouter initialEntries={[`/hi/manage/${TOKEN}`]}>
          <Routes>
            <Route path="/hi/manage/:token" element={<ManagePage />} />
          </Routes>
        </MemoryRouter>
      </SiteContext.Provider>
    </LanguageContext>,
  );
}

beforeAll(async () => {
  await loadCatalogues('hi');
});
beforeEach(async () => {
  await sharedDb().outbox.clear();
  await sharedDb().manageAnswers.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('ManagePage in Hindi', () => {
  it('states the session, the rule and the deadline in Hindi', async () => {
    stubApi({ [PATH]: [json(booked())] });
    renderInHindi();
    expect(screen.getByRole('heading', { level: 1, name: 'आपका सेशन' })).toBeInTheDocument();
    expect(await screen.findByText('कपल थेरेपी, 60 मिनट')).toBeInTheDocument();
    expect(document.title).toBe('आपका सेशन | Saathi');
    expect(screen.getByText('हमारी टीम आपके एक्सपर्ट की पुष्टि करेगी')).toBeInTheDocument();
    expect(screen.getByText('बुधवार, 2 दिसंबर 2026')).toBeInTheDocument();
    expect(screen.getByText('शाम 6 से रात 9 बजे तक IST')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अपना सेशन बदलना' })).toBeInTheDocument();
    expect(screen.getByText(/^सेशन शुरू होने से 24 घंटे पहले तक/)).toBeInTheDocument();
    expect(screen.getByText(/^आप इस सेशन को मंगलवार, 1 दिसंबर, 6:00 pm IST तक बदल सकते हैं।$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
    expect(screen.queryByText(/Your session|Changing your session|Couples Therapy/)).not.toBeInTheDocument();
  });

  it('asks before cancelling, with the refund in rupees, and offers the move in Hindi', async () => {
    stubApi({ [PATH]: [json(booked())] });
    renderInHindi();
    await userEvent.click(await screen.findByRole('button', { name: 'यह सेशन कैंसल करें' }));
    const confirm = screen.getByRole('group', { name: 'यह सेशन कैंसल करें?' });
    expect(within(confirm).getByText('आपको ₹1,499 का पूरा रिफ़ंड मिलेगा।')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'हाँ, मेरा सेशन कैंसल करें' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'सेशन रहने दें' }));
    expect(screen.getByRole('button', { name: 'किसी और समय पर ले जाएँ' })).toBeInTheDocument();
  });

  it("says the server's refusal of the link in Hindi, with a home link under /hi/", async () => {
    stubApi({ [PATH]: [json({ error: MANAGE_MESSAGES.over }, 410)] });
    renderInHindi();
    expect(await screen.findByText('यह सेशन ख़त्म हो चुका है, इसलिए यह लिंक अब काम नहीं करता।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi/');
  });

  it("knows every refusal the server words (the catalogue's copy of them)", () => {
    expect(Object.values(MANAGE_MESSAGES).sort()).toEqual(
      Object.entries(english)
        .filter(([key]) => key.startsWith('server.'))
        .map(([, message]) => message)
        .sort(),
    );
  });
});
