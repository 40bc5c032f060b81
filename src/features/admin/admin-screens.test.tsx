import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInHint } from '../../../tests/support/signed-in-hint';
import { json, offline, pending, stubApi } from '../../../tests/support/stub-api';
import { Footer } from '../../ui/Footer';
import { ADMIN_LISTS } from './kinds';
import { LoginPage } from './LoginPage';
import { NO_PERMISSION, RequireRole } from './RequireRole';
import { SubmissionListPage } from './SubmissionListPage';
import { REFRESH_MS } from './use-submission-page';

beforeEach(() => signedInHint(false));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  signedInHint(false);
});

const contactList = ADMIN_LISTS.find((list) => list.kind === 'contact')!;
const depressionList = ADMIN_LISTS.find((list) => list.kind === 'depression')!;

describe('RequireRole', () => {
  const guarded = () =>
    render(
      <MemoryRouter>
        <RequireRole roles={['admin']}>{(user) => <p>Secret for {user.username}</p>}</RequireRole>
      </MemoryRouter>,
    );

  it('shows the not-found page to someone not signed in, without asking the server', () => {
    const fetchMock = stubApi({});
    guarded();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the not-found page when the server says the session is gone', async () => {
    signedInHint(true);
    stubApi({ '/api/auth/me': [json({ error: 'Please sign in.' }, 401)] });
    guarded();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('refuses a role that may not see the screen and lets the right one in', async () => {
    signedInHint(true);
    stubApi({ '/api/auth/me': [json({ username: 'ed', role: 'editor' })] });
    const { unmount } = guarded();
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    unmount();
    stubApi({ '/api/auth/me': [json({ username: 'root', role: 'admin' })] });
    guarded();
    expect(await screen.findByText('Secret for root')).toBeInTheDocument();
  });
});

describe('LoginPage', () => {
  function renderLogin() {
    return render(
      <MemoryRouter initialEntries={['/login-saathi']}>
        <Routes>
          <Route path="/login-saathi" element={<LoginPage />} />
          <Route path="/admin/redirect" element={<p>Redirected</p>} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('sends trimmed credentials and goes on to /admin/redirect', async () => {
    const fetchMock = stubApi({ '/api/auth/login': [json({ username: 'root', role: 'admin' })] });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/^Username/), '  root ');
    await userEvent.type(screen.getByLabelText('Password'), ' secret-pass ');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Redirected')).toBeInTheDocument();
    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ username: 'root', password: 'secret-pass' });
  });

  it('shows the spec message for a refused login and for empty fields', async () => {
    stubApi({ '/api/auth/login': [json({ error: 'Invalid username or password.' }, 401)] });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password.');
    await userEvent.type(screen.getByLabelText(/^Username/), 'root');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password.'));
  });
});

describe('SubmissionListPage', () => {
  const first = '/api/admin/contact?sort=newest&page=1&pageSize=12';
  const renderList = (list = contactList) =>
    render(
      <MemoryRouter>
        <SubmissionListPage list={list} />
      </MemoryRouter>,
    );
  const item = {
    id: 7,
    kind: 'contact',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    status: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    fields: { subject: 'Sessions' },
  };

  it('shows loading, then the cards with the phone grouped 4-3-3', async () => {
    stubApi({ [first]: [json({ items: [item], total: 1, page: 1 })] });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('9876 543 210')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/admin/responses/contact-form-responses/7');
  });

  it('says when the server stopped counting, and lets staff page on', async () => {
    stubApi({
      [first]: [json({ items: [item], total: 100, more: true, page: 1 })],
      '/api/admin/contact?sort=newest&page=2&pageSize=12': [json({ items: [item], total: 100, more: true, page: 2 })],
    });
    renderList();
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 9+ (100+ results)');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 9+ (100+ results)')).toBeInTheDocument();
  });

  it('shows the error with Retry, and the empty and no-match messages with Reload Data', async () => {
    stubApi({
      [first]: [offline, json({ items: [], total: 0, page: 1 })],
      '/api/admin/contact?sort=newest&page=1&pageSize=12&q=zzz': [json({ items: [], total: 0, page: 1 })],
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: You appear to be offline/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No consultations found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Data' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No matching consultations found')).toBeInTheDocument();
  });

  it('deletes after the spec confirmation and says so when it fails', async () => {
    const fetchMock = stubApi({
      [first]: [json({ items: [item, { ...item, id: 8, name: 'Bilal Khan' }], total: 2, page: 1 })],
      '/api/admin/contact/7': [json(undefined, 204)],
      '/api/admin/contact/8': [json({ error: 'boom' }, 500)],
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderList();
    await screen.findByText('Asha Rao');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this contact form?');
    await waitFor(() => expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete contact form.');
    expect((fetchMock.mock.calls as unknown[][]).some(([path, init]) => path === '/api/admin/contact/7' && (init as RequestInit).method === 'DELETE')).toBe(true);
  });

  it('colours an assessment by its band and refreshes every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const path = '/api/admin/depression?sort=newest&page=1&pageSize=12';
    const fetchMock = stubApi({ [path]: [json({ items: [{ ...item, kind: 'depression', fields: { score: 45 } }], total: 1, page: 1 })] });
    renderList(depressionList);
    expect(await screen.findByText(/45 · Extreme depression/i)).toHaveClass('severity--red');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
    });
    expect(fetchMock.mock.calls.filter(([p]) => p === path).length).toBe(2);
  });
});

describe('Footer when signed in', () => {
  it('shows who is signed in, the dashboard link and Logout', async () => {
    signedInHint(true);
    stubApi({ '/api/auth/me': [json({ username: 'root', role: 'admin' })] });
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Logged in as: root (admin)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/admin-dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows nothing of it, and asks nothing, for a visitor', () => {
    const fetchMock = stubApi({ '/api/auth/me': [pending] });
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Logged in as/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
