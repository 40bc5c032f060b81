import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInHint } from '../../../tests/support/signed-in-hint';
import { json, stubApi } from '../../../tests/support/stub-api';
import { ADMIN_LISTS } from './kinds';
import { StaffLayout } from './StaffLayout';

beforeEach(() => signedInHint(false));
afterEach(() => {
  vi.unstubAllGlobals();
  signedInHint(false);
});

function renderAs(role: string | null) {
  if (role) {
    signedInHint(true);
    stubApi({ '/api/auth/me': [json({ username: 'sam', role })] });
  } else {
    stubApi({});
  }
  return render(
    <MemoryRouter initialEntries={['/admin/emails']}>
      <Routes>
        <Route element={<StaffLayout />}>
          <Route path="admin/*" element={<p>A staff screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const staffLinks = async () => within(await screen.findByRole('navigation', { name: 'Staff' })).getAllByRole('link').map((link) => link.textContent);

describe('the staff area’s frame', () => {
  it('gives an admin every staff screen, the signed-in user and Logout, without the public header, footer or cookie banner', async () => {
    renderAs('admin');
    expect(await staffLinks()).toEqual([
      'Dashboard',
      'Follow-ups',
      'Today',
      'Unassigned',
      ...ADMIN_LISTS.map((list) => list.title),
      'Blog Management',
      'Experts',
      'E-mail Outbox',
      'Data requests',
      'Meetings',
      'Login Activities',
      '₹1 test payment',
    ]);
    expect(screen.getByRole('link', { name: 'E-mail Outbox' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/Logged in as: sam \(admin\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('A staff screen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book a Session' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByText(/cookie/i)).toBeNull();
  });

  it('shows an editor only the blog, and support the follow-ups, the schedule and the lists', async () => {
    const { unmount } = renderAs('editor');
    expect(await staffLinks()).toEqual(['Blog Management']);
    unmount();
    renderAs('support');
    expect(await staffLinks()).toEqual(['Follow-ups', 'Today', 'Unassigned', ...ADMIN_LISTS.map((list) => list.title)]);
  });

  it('shows an expert only their own sessions and availability, and Logout', async () => {
    renderAs('expert');
    expect(await staffLinks()).toEqual(['My sessions', 'My availability']);
    expect(screen.getByText(/Logged in as: sam \(expert\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows someone signed out no staff links, only the way back to the site', () => {
    renderAs(null);
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    expect(screen.getByRole('link', { name: /staff/ })).toHaveAttribute('href', '/');
  });
});
