import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { sharedDb } from '../../offline/shared';
import { SiteContext } from '../../services/site';
import { STATUS_TEXT } from '../../ui/SubmissionStatus';
import { contactMessage } from '../../../tests/support/fixtures';
import { ContactPage, SUCCESS_TITLE } from './ContactPage';

const typed = contactMessage();

const LABELS = {
  fullName: /^Full name/,
  email: /^E-mail/,
  phoneNumber: /^Phone number/,
  subject: /^Subject/,
  message: /^Message/,
} as const;

function renderPage() {
  return render(
    <SiteContext.Provider value={DEFAULT_SITE}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

/** The page under /hi/contact, as the Hindi routes render it. */
async function renderHindiPage() {
  await loadCatalogues('hi');
  return render(
    <LanguageContext value="hi">
      <SiteContext.Provider value={DEFAULT_SITE}>
        <MemoryRouter initialEntries={['/hi/contact']}>
          <ContactPage />
        </MemoryRouter>
      </SiteContext.Provider>
    </LanguageContext>,
  );
}

const HINDI_LABELS = {
  fullName: /^पूरा नाम/,
  email: /^ई-मेल/,
  phoneNumber: /^फ़ोन नंबर/,
  subject: /^विषय/,
  message: /^मैसेज/,
} as const;

function field(name: keyof typeof LABELS): HTMLInputElement {
  return screen.getByLabelText(LABELS[name]);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values = typed) {
  for (const [name, value] of Object.entries(values) as [keyof typeof LABELS, string][]) {
    await user.clear(field(name));
    await user.type(field(name), value);
  }
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  const db = sharedDb();
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.leases.clear()]);
  // What a closed tab kept until the database had it is part of the device too.
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('ContactPage', () => {
  it('shows the team’s phone, e-mail and chat, the form with a label on every field, and the privacy note', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEFAULT_SITE.supportPhone })).toHaveAttribute('href', 'tel:+910000000000');
    expect(screen.getByRole('link', { name: DEFAULT_SITE.supportEmail })).toHaveAttribute('href', `mailto:${DEFAULT_SITE.supportEmail}`);
    expect(screen.getByRole('heading', { name: 'Send us a message' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Send message' });
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(field('phoneNumber')).toHaveAttribute('type', 'tel');
    expect(field('message').tagName).toBe('TEXTAREA');
    for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[]) expect(field(name)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/cookies-privacy-policy');
  });

  it('shows the spec’s message on each field, tied to it, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    const expected = {
      fullName: 'Full name is required',
      email: 'Email is required',
      phoneNumber: 'Phone number is required',
      subject: 'Subject is required',
      message: 'Message is required',
    };
    // The form's check loads once the page shows; the first send may wait for it.
    await waitFor(() => expect(field('fullName')).toHaveAttribute('aria-invalid', 'true'));
    for (const [name, message] of Object.entries(expected) as [keyof typeof LABELS, string][]) {
      const input = field(name);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(field('fullName')).toHaveFocus();

    await user.type(field('email'), 'asha@');
    expect(field('email')).toHaveAccessibleDescription('Email is invalid');
    await user.type(field('phoneNumber'), '0987-65x43210');
    expect(field('phoneNumber')).toHaveValue('0987654321');
    expect(field('phoneNumber')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid 10-digit phone number'));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(await sharedDb().outbox.count()).toBe(0);
  });

  it('says Message Sent Successfully! once the server has it, then starts afresh on Send Another Message', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 12 }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Send message' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: SUCCESS_TITLE })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/submissions/contact');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual(typed);
    await waitFor(async () => expect(await sharedDb().drafts.count()).toBe(0));

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(field('fullName')).toHaveValue('');
    expect(await sharedDb().outbox.count()).toBe(0);
  });

  it('keeps the message on the device and says so when there is no connection, also after a reload', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const page = renderPage();
    await screen.findByRole('button', { name: 'Send message' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(STATUS_TEXT.waiting)).toBeInTheDocument();
    expect(await screen.findByText(/Last try: No connection/)).toBeInTheDocument();
    for (const [name, value] of Object.entries(typed) as [keyof typeof LABELS, string][]) {
      expect(field(name)).toHaveValue(value);
      expect(field(name)).toHaveAttribute('readonly');
    }
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();

    // The tab is reloaded while still offline.
    page.unmount();
    renderPage();
    expect(await screen.findByText(STATUS_TEXT.waiting)).toBeInTheDocument();
    expect(field('message')).toHaveValue(typed.message);

    // The connection is back and the visitor does not want to wait.
    fetchMock.mockResolvedValue(answer(201, { id: 5 }));
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByRole('heading', { name: SUCCESS_TITLE })).toBeInTheDocument();
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps waiting (and says so) while the server fails', async () => {
    fetchMock.mockResolvedValue(answer(503, { error: 'Service unavailable' }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Send message' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Last try: Our server had a problem/)).toBeInTheDocument();
    expect(screen.getByText(STATUS_TEXT.waiting)).toBeInTheDocument();
    expect(field('subject')).toHaveValue(typed.subject);
  });

  it('tells the visitor why the server refused it, keeps everything, and resends after an edit', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, { error: 'Please check the form', fields: { subject: 'Please keep this to 200 characters or fewer' } }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Send message' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Needs attention: Please check the form')).toBeInTheDocument();
    expect(field('subject')).toHaveAttribute('aria-invalid', 'true');
    expect(field('subject')).toHaveAccessibleDescription('Please keep this to 200 characters or fewer');
    for (const [name, value] of Object.entries(typed) as [keyof typeof LABELS, string][]) {
      expect(field(name)).toHaveValue(value);
      expect(field(name)).not.toHaveAttribute('readonly');
    }

    await user.clear(field('subject'));
    await user.type(field('subject'), 'Shorter subject');
    expect(field('subject')).not.toHaveAttribute('aria-invalid');
    fetchMock.mockResolvedValueOnce(answer(201, { id: 8 }));
    await user.click(screen.getByRole('button', { name: 'Send again' }));

    expect(await screen.findByRole('heading', { name: SUCCESS_TITLE })).toBeInTheDocument();
    const [, secondInit] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(String(secondInit?.body))).toMatchObject({ subject: 'Shorter subject' });
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
    expect((await sharedDb().outbox.toArray()).map((item) => item.state)).toEqual(['sent']);
  });

  it('discards a refused message only after the visitor confirms', async () => {
    fetchMock.mockResolvedValue(answer(422, { error: 'This message was changed after it was sent' }));
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Send message' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText(/Needs attention/);

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(await sharedDb().outbox.count()).toBe(1);
    expect(field('fullName')).toHaveValue(typed.fullName);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(field('fullName')).toHaveValue(''));
    expect(await sharedDb().outbox.count()).toBe(0);
    expect(await sharedDb().drafts.count()).toBe(0);
  });

  it('saves what is typed on the device and offers it back on return', async () => {
    const user = userEvent.setup();
    const page = renderPage();
    await screen.findByRole('button', { name: 'Send message' });
    await user.type(field('fullName'), 'Asha');
    await user.type(field('message'), 'Half a thought');
    expect(await screen.findByText(STATUS_TEXT.saved)).toBeInTheDocument();
    page.unmount();

    renderPage();
    const offer = await screen.findByText(/You have an unsent message from/);
    expect(offer).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('fullName')).toHaveValue('Asha');
    expect(field('message')).toHaveValue('Half a thought');
  });

  it('starts over when the visitor prefers, deleting the old draft', async () => {
    await sharedDb().drafts.put({ kind: 'contact', data: { fullName: 'Old', message: 'Old text' }, updatedAt: Date.UTC(2025, 2, 5, 10, 35) });
    const user = userEvent.setup();
    renderPage();
    const offer = await screen.findByText(/You have an unsent message from/);
    expect(offer).toHaveTextContent('5 March 2025');
    await user.click(within(offer.parentElement as HTMLElement).getByRole('button', { name: 'Start over' }));
    expect(field('fullName')).toHaveValue('');
    await waitFor(async () => expect(await sharedDb().drafts.count()).toBe(0));
  });

  describe('in Hindi', () => {
    it('shows the page, the form and its labels in Hindi, and the privacy link stays in Hindi', async () => {
      await renderHindiPage();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('हम आपकी बात सुनने के लिए यहाँ हैं');
      expect(screen.getByRole('heading', { name: 'हमें मैसेज भेजें' })).toBeInTheDocument();
      await screen.findByRole('button', { name: 'मैसेज भेजें' });
      for (const label of Object.values(HINDI_LABELS)) expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByText('10 अंक, +91 या 0 के बिना')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'हमारी प्राइवेसी पॉलिसी पढ़ें' })).toHaveAttribute('href', '/hi/cookies-privacy-policy');
      expect(screen.getByRole('link', { name: DEFAULT_SITE.crisisLines.teleManas })).toBeInTheDocument();
      expect(document.title).toBe('Saathi से संपर्क करें');
    });

    it('says what is wrong with each field in Hindi after a bad send, the length limit with its number', async () => {
      const user = userEvent.setup();
      await renderHindiPage();
      await user.click(await screen.findByRole('button', { name: 'मैसेज भेजें' }));

      await waitFor(() => expect(screen.getByLabelText(HINDI_LABELS.fullName)).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByLabelText(HINDI_LABELS.fullName)).toHaveAccessibleDescription('पूरा नाम ज़रूरी है');
      expect(screen.getByLabelText(HINDI_LABELS.email)).toHaveAccessibleDescription('ई-मेल ज़रूरी है');
      expect(screen.getByLabelText(HINDI_LABELS.phoneNumber)).toHaveAccessibleDescription(expect.stringContaining('फ़ोन नंबर ज़रूरी है'));

      await user.type(screen.getByLabelText(HINDI_LABELS.email), 'asha@');
      expect(screen.getByLabelText(HINDI_LABELS.email)).toHaveAccessibleDescription('ई-मेल सही नहीं है');
      await user.click(screen.getByLabelText(HINDI_LABELS.subject));
      await user.paste('x'.repeat(201));
      expect(screen.getByLabelText(HINDI_LABELS.subject)).toHaveAccessibleDescription('कृपया इसे 200 अक्षरों के अंदर रखें');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('shows the server’s refusal in Hindi, the form’s reason and the field’s', async () => {
      fetchMock.mockResolvedValueOnce(
        answer(400, { error: 'Please check the highlighted fields.', fields: { subject: 'Please keep this to 200 characters or fewer' } }),
      );
      const user = userEvent.setup();
      await renderHindiPage();
      await screen.findByRole('button', { name: 'मैसेज भेजें' });
      for (const [name, value] of Object.entries(typed) as [keyof typeof HINDI_LABELS, string][]) {
        await user.type(screen.getByLabelText(HINDI_LABELS[name]), value);
      }
      await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));

      expect(await screen.findByText('ध्यान देने की ज़रूरत है: कृपया निशान लगे फ़ील्ड देख लें।')).toBeInTheDocument();
      expect(screen.getByText('कृपया निशान लगे फ़ील्ड ठीक करें, फिर दोबारा भेजें।')).toBeInTheDocument();
      expect(screen.getByLabelText(HINDI_LABELS.subject)).toHaveAccessibleDescription('कृपया इसे 200 अक्षरों के अंदर रखें');
      expect(screen.getByRole('button', { name: 'दोबारा भेजें' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'हटा दें' })).toBeInTheDocument();
    });

    it('says in Hindi why a message is still waiting', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const user = userEvent.setup();
      await renderHindiPage();
      await screen.findByRole('button', { name: 'मैसेज भेजें' });
      for (const [name, value] of Object.entries(typed) as [keyof typeof HINDI_LABELS, string][]) {
        await user.type(screen.getByLabelText(HINDI_LABELS[name]), value);
      }
      await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));
      expect(await screen.findByText(/^इस डिवाइस पर सेव है। इंटरनेट का इंतज़ार है/)).toBeInTheDocument();
      expect(await screen.findByText(/^पिछली कोशिश: इंटरनेट कनेक्शन नहीं है।/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'अभी फिर से भेजें' })).toBeInTheDocument();
    });
  });
});
