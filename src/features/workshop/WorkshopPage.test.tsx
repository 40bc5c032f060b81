import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { sharedDb } from '../../offline/shared';
import { json, offline, stubApi } from '../../../tests/support/stub-api';
import { workshopRegistration } from '../../../tests/support/fixtures';
import { STATUS_TEXT } from '../../ui/SubmissionStatus';
import { REGISTERED_TITLE, WorkshopPage } from './WorkshopPage';

const EVENT = {
  slug: 'art-therapy-workshop',
  title: 'Art Therapy Workshop',
  summary: 'An afternoon of guided art therapy.',
  date: '2099-01-04',
  dateLabel: 'Sunday, 4 January 2099',
  startTime: '3:00 PM',
  endTime: '5:00 PM',
  venue: 'A café in Indore',
  city: 'Indore',
  passes: [
    { id: 'workshop-single', label: 'Single pass', paise: 69_900, price: '₹699' },
    { id: 'workshop-couple', label: 'Couple pass', paise: 99_900, price: '₹999' },
  ],
  open: true,
};

const REGISTRATIONS = '/api/events/art-therapy-workshop/registrations';

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  const db = sharedDb();
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.leases.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return render(
    <MemoryRouter>
      <WorkshopPage />
    </MemoryRouter>,
  );
}

const registration = workshopRegistration();

async function fillIn() {
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: registration.name } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: registration.phone } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: registration.email } });
}

const registrationCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === REGISTRATIONS) as unknown as [string, RequestInit][];

describe('WorkshopPage', () => {
  it('shows the event, requires the fields, sends through the outbox, then shows the success state and the passes', async () => {
    const fetchMock = stubApi({
      '/api/events/art-therapy-workshop': [json(EVENT)],
      [REGISTRATIONS]: [json({ id: 7, token: 'tok7' }, 201)],
    });
    renderPage();
    expect(await screen.findByText('Sunday, 4 January 2099, 3:00 PM – 5:00 PM (IST)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(registrationCalls(fetchMock)).toHaveLength(0);
    expect(await sharedDb().outbox.count()).toBe(0);

    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: REGISTERED_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/Thank you, Neha Jain\. Your registration number is 7\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Single pass — ₹699' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Couple pass — ₹999' })).toBeInTheDocument();

    // One POST to the event's registrations route, keyed by the outbox item, with the typed values.
    const [call, ...more] = registrationCalls(fetchMock);
    expect(more).toEqual([]);
    const [item] = await sharedDb().outbox.toArray();
    expect(item).toMatchObject({ kind: 'workshop-registration', state: 'sent', payload: null, serverAnswer: { id: 7, token: 'tok7' } });
    expect(new Headers(call![1].headers).get('Idempotency-Key')).toBe(item!.id);
    expect(JSON.parse(String(call![1].body))).toEqual(registration);
    // The pass step has what it needs to pay, even after a reload of this tab.
    expect(JSON.parse(sessionStorage.getItem('art_therapy_data') ?? 'null')).toMatchObject({ id: 7, token: 'tok7', name: 'Neha Jain' });
  });

  it('takes input only once what was typed before is back: typed sooner, it would be overwritten', async () => {
    stubApi({ '/api/events/art-therapy-workshop': [json(EVENT)] });
    await sharedDb().drafts.put({ kind: 'workshop-registration', data: { name: 'Neha Jain', phone: '', email: '' }, updatedAt: 1 });
    renderPage();
    // As the server renders it, and until the draft is read back.
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();

    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Neha Jain'));
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('keeps an offline registration on the device, says it is waiting, and moves on once the server acknowledges it', async () => {
    const fetchMock = stubApi({
      '/api/events/art-therapy-workshop': [json(EVENT)],
      [REGISTRATIONS]: [offline, json({ id: 8, token: 'tok8' }, 201)],
    });
    const page = renderPage();
    await screen.findByText('Sunday, 4 January 2099, 3:00 PM – 5:00 PM (IST)');
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(STATUS_TEXT.waiting)).toBeInTheDocument();
    expect(await screen.findByText(/Last try: No connection\./)).toBeInTheDocument();
    // What was typed stays, read-only while it waits; no second Register.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Neha Jain');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: REGISTERED_TITLE })).not.toBeInTheDocument();
    const [queued] = await sharedDb().outbox.toArray();
    expect(queued).toMatchObject({ kind: 'workshop-registration', state: 'queued', payload: registration });

    // The tab is reloaded while still waiting: the registration and its values are still there.
    page.unmount();
    renderPage();
    expect(await screen.findByText(STATUS_TEXT.waiting)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue(registration.email));

    // Back online: "Retry now" sends it with the same key, and the pass choice appears.
    fireEvent.click(screen.getByRole('button', { name: /Retry now/ }));
    expect(await screen.findByRole('heading', { name: REGISTERED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Single pass — ₹699' })).toBeInTheDocument();
    const keys = registrationCalls(fetchMock).map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('speaks Hindi under /hi/: the event’s day, the form, its checks, the passes and a refused pass', async () => {
    stubApi({
      '/api/events/art-therapy-workshop': [json(EVENT)],
      [REGISTRATIONS]: [json({ id: 1234, token: 'tok' }, 201)],
      '/api/payments': [json({ error: 'Please select a pass', fields: { pass: 'Please select a pass' } }, 400)],
    });
    await loadCatalogues('hi');
    render(
      <LanguageContext value="hi">
        <MemoryRouter initialEntries={['/hi/events/art-therapy-workshop']}>
          <WorkshopPage />
        </MemoryRouter>
      </LanguageContext>,
    );
    expect(await screen.findByText('रविवार, 4 जनवरी 2099, 3:00 PM – 5:00 PM (IST)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'रजिस्टर करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/hi/cookies-privacy-policy');
    await waitFor(() => expect(screen.getByRole('button', { name: 'रजिस्टर करें' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^नाम/), { target: { value: registration.name } });
    fireEvent.change(screen.getByLabelText(/^फ़ोन/), { target: { value: registration.phone } });
    fireEvent.change(screen.getByLabelText(/^ई-मेल/), { target: { value: registration.email } });
    fireEvent.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    expect(await screen.findByRole('heading', { name: 'रजिस्ट्रेशन हो गया!' })).toBeInTheDocument();
    expect(screen.getByText(/आपका रजिस्ट्रेशन नंबर 1234 है।/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'सिंगल पास — ₹699' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'पेमेंट करें' }));
    expect(await screen.findByText('कृपया एक पास चुनें')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'कपल पास — ₹999' }));
    fireEvent.click(screen.getByRole('button', { name: 'पेमेंट करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया एक पास चुनें');
  });
});
