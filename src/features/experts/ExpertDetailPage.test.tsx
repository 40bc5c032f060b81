import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { ExpertDetailPage } from './ExpertDetailPage';
import { json, offline, pending, stubApi } from '../../../tests/support/stub-api';

const MEERA = {
  id: 7,
  originalId: 3,
  name: 'Dr. Meera Iyer',
  position: 'Clinical Psychologist',
  imageSrc: '/uploads/meera.webp',
  certifications: 'M.Phil Clinical Psychology, RCI Licensed',
  expertise: 'Anxiety, Depression, Relationship Issues',
  experience: '8 years',
  uploadedAt: '2025-01-01T00:00:00.000Z',
  bio: 'I listen first.\nThen we work out what helps.',
  languages: ['English', 'Hindi'],
  gender: 'Female',
  concerns: ['Anxiety', 'Stress'],
  kinds: ['individual', 'couple'],
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/individual_therapy" element={<p>Booking page</p>} />
        <Route path="/expert/:id" element={<ExpertDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ExpertDetailPage', () => {
  it('shows the loading state, fetching the expert of the route', async () => {
    const fetchMock = stubApi({ '/api/experts/7': [pending] });
    renderAt('/expert/7');
    expect(screen.getByRole('status')).toHaveTextContent('Loading experts...');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/experts/7');
  });

  it('shows the profile: photo, name, position, certifications, expertise chips, experience', async () => {
    stubApi({ '/api/experts/7': [json({ data: MEERA })] });
    renderAt('/expert/7');
    const name = await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' });
    const profile = name.closest('article')!;
    expect(within(profile).getByText('Clinical Psychologist')).toBeInTheDocument();
    expect(within(profile).getByText('M.Phil Clinical Psychology, RCI Licensed')).toBeInTheDocument();
    expect(within(profile).getByText('8 years')).toBeInTheDocument();
    const chips = within(profile).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Anxiety', 'Depression', 'Relationship Issues']);
    const photo = within(profile).getByRole('img', { name: 'Photo of Dr. Meera Iyer' });
    expect(photo).toHaveAttribute('src', '/uploads/meera.webp');
    expect(photo).toHaveAttribute('width', '320');
    expect(photo).toHaveAttribute('height', '320');
    expect(document.title).toBe('Dr. Meera Iyer, Clinical Psychologist | Saathi');
  });

  it('shows the bio, the languages, the concerns the expert works with and the kinds of session', async () => {
    stubApi({ '/api/experts/7': [json({ data: MEERA })] });
    renderAt('/expert/7');
    const profile = (await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' })).closest('article')!;
    expect(within(profile).getByText(/^I listen first\./)).toHaveTextContent('I listen first. Then we work out what helps.');
    expect(within(profile).getByText('Languages:').parentElement).toHaveTextContent(/^Languages: English, Hindi$/);
    expect(within(profile).getByText('Works with:').parentElement).toHaveTextContent(/^Works with: Anxiety, Stress$/);
    expect(within(profile).getByText('Sessions:').parentElement).toHaveTextContent(/^Sessions: Individual, Couple$/);
  });

  it('leaves the profile in the page\'s language (no lang of its own)', async () => {
    stubApi({ '/api/experts/7': [json({ data: MEERA })] });
    renderAt('/expert/7');
    const name = await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' });
    expect(name.closest('article')!.querySelectorAll('[lang]')).toHaveLength(0);
  });

  it('leaves out the bio and the lists an expert has not filled in', async () => {
    stubApi({ '/api/experts/7': [json({ data: { ...MEERA, bio: '', languages: [], concerns: [], kinds: [] } })] });
    renderAt('/expert/7');
    const profile = (await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' })).closest('article')!;
    for (const label of ['Languages:', 'Works with:', 'Sessions:']) expect(within(profile).queryByText(label)).not.toBeInTheDocument();
    expect(profile.querySelector('.expert-profile__bio')).toBeNull();
  });

  it('offers Book a Session and a way back home', async () => {
    stubApi({ '/api/experts/7': [json({ data: MEERA })] });
    renderAt('/expert/7');
    const book = await screen.findByRole('link', { name: 'Book a Session' });
    expect(book).toHaveAttribute('href', '/individual_therapy');
    await userEvent.click(screen.getByRole('link', { name: /Back to Home/ }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('reads an expert wrapped under `expert` and fills the defaults', async () => {
    stubApi({ '/api/experts/9': [json({ data: { expert: { id: 9, imageSrc: '' } } })] });
    renderAt('/expert/9');
    const profile = (await screen.findByRole('heading', { level: 1, name: 'Unnamed' })).closest('article')!;
    expect(within(profile).getByText('Counselor')).toBeInTheDocument();
    expect(within(profile).getByText('General Counseling')).toBeInTheDocument();
    expect(within(profile).getByText('Not specified')).toBeInTheDocument();
    expect(within(profile).queryByText('Certifications')).not.toBeInTheDocument();
    expect(within(profile).getByRole('img')).toHaveAttribute('src', '/images/expert-placeholder.svg');
  });

  it('shows the not-found view on a 404', async () => {
    stubApi({ '/api/experts/404': [json({ error: 'Expert not found' }, 404)] });
    renderAt('/expert/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert not found' })).toBeInTheDocument();
    expect(screen.getByText("The expert you're looking for doesn't exist or has been deleted.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });

  it('on a network failure shows the error, and Retry loads the expert', async () => {
    const fetchMock = stubApi({ '/api/experts/7': [offline, json({ data: MEERA })] });
    renderAt('/expert/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch expert details');
    expect(alert).toHaveTextContent('You appear to be offline');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on a server error shows the error (not the not-found view), and Retry loads the expert', async () => {
    const fetchMock = stubApi({ '/api/experts/7': [json({ error: 'Internal error' }, 500), json({ data: MEERA })] });
    renderAt('/expert/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch expert details');
    expect(screen.queryByText('Expert not found')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an answer of the wrong shape as an error', async () => {
    stubApi({ '/api/experts/7': [json({ data: [] })] });
    renderAt('/expert/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch expert details');
  });
});

/** The page under /hi/expert/:id, as the Hindi routes render it. */
async function renderHindiAt(path: string) {
  await loadCatalogues('hi');
  return render(
    <LanguageContext value="hi">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/hi/" element={<p>Hindi home page</p>} />
          <Route path="/hi/individual_therapy" element={<p>Hindi booking page</p>} />
          <Route path="/hi/expert/:id" element={<ExpertDetailPage />} />
        </Routes>
      </MemoryRouter>
    </LanguageContext>,
  );
}

const HINDI_MEERA = { ...MEERA, concerns: ['Stress and anxiety', 'Depression'], kinds: ['individual', 'family-friends'] };

describe('ExpertDetailPage in Hindi (/hi/expert/:id)', () => {
  it('shows the loading state in Hindi', async () => {
    stubApi({ '/api/experts/7': [pending] });
    await renderHindiAt('/hi/expert/7');
    expect(screen.getByRole('status')).toHaveTextContent('एक्सपर्ट की जानकारी आ रही है...');
  });

  it('labels the profile in Hindi and keeps what staff wrote as stored, marked English', async () => {
    stubApi({ '/api/experts/7': [json({ data: HINDI_MEERA })] });
    await renderHindiAt('/hi/expert/7');
    const name = await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' });
    expect(name).toHaveAttribute('lang', 'en');
    const profile = name.closest('article')!;
    expect(within(profile).getByText('Clinical Psychologist')).toHaveAttribute('lang', 'en');
    expect(within(profile).getByText(/^I listen first\./)).toHaveAttribute('lang', 'en');
    expect(within(profile).getByText('सर्टिफ़िकेशन').nextElementSibling).toHaveAttribute('lang', 'en');
    expect(within(profile).getByText('विशेषज्ञता').nextElementSibling).toHaveAttribute('lang', 'en');
    expect(within(profile).getByText('अनुभव').nextElementSibling).toHaveTextContent('8 years');
    expect(within(profile).getByText('भाषाएँ:').parentElement).toHaveTextContent(/^भाषाएँ: अंग्रेज़ी, हिंदी$/);
    expect(within(profile).getByText('इन बातों में मदद करते हैं:').parentElement).toHaveTextContent(
      /^इन बातों में मदद करते हैं: तनाव और एंग्ज़ायटी, डिप्रेशन$/,
    );
    expect(within(profile).getByText('सेशन:').parentElement).toHaveTextContent(/^सेशन: इंडिविजुअल, फ़ैमिली और फ़्रेंड्स$/);
    expect(within(profile).getByRole('img', { name: 'Dr. Meera Iyer की फ़ोटो' })).toBeInTheDocument();
    expect(document.title).toBe('Dr. Meera Iyer, Clinical Psychologist | Saathi');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Dr. Meera Iyer, Saathi में Clinical Psychologist। विशेषज्ञता: Anxiety, Depression, Relationship Issues। अनुभव: 8 years।',
    );
  });

  it('books a session and goes back home under /hi/', async () => {
    stubApi({ '/api/experts/7': [json({ data: MEERA })] });
    await renderHindiAt('/hi/expert/7');
    expect(await screen.findByRole('link', { name: 'सेशन बुक करें' })).toHaveAttribute('href', '/hi/individual_therapy');
    await userEvent.click(screen.getByRole('link', { name: /होम पेज पर वापस जाएँ/ }));
    expect(screen.getByText('Hindi home page')).toBeInTheDocument();
  });

  it('shows the not-found view in Hindi', async () => {
    stubApi({ '/api/experts/404': [json({ error: 'Expert not found' }, 404)] });
    await renderHindiAt('/hi/expert/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'एक्सपर्ट नहीं मिले' })).toBeInTheDocument();
    expect(screen.getByText('आप जिन एक्सपर्ट को ढूँढ रहे हैं, उनकी प्रोफ़ाइल मौजूद नहीं है या हटा दी गई है।')).toBeInTheDocument();
    expect(document.title).toBe('एक्सपर्ट नहीं मिले | Saathi');
  });

  it('on a network failure says so in Hindi, and Retry loads the expert', async () => {
    stubApi({ '/api/experts/7': [offline, json({ data: MEERA })] });
    await renderHindiAt('/hi/expert/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('एक्सपर्ट की जानकारी नहीं आ पाई।');
    expect(alert).toHaveTextContent('लगता है आप ऑफ़लाइन हैं।');
    expect(alert).not.toHaveTextContent(/offline|Failed/);
    await userEvent.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' })).toBeInTheDocument();
  });
});
