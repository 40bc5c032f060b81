import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../domain/site';
import { sharedDb } from '../offline/shared';
import { queuedItem } from '../../tests/support/device';
import { SiteContext } from '../services/site';
import { Nav } from './Nav';
import { OFFLINE_MESSAGE } from './OfflineBanner';

beforeEach(async () => {
  await sharedDb().outbox.clear();
});

afterEach(() => vi.restoreAllMocks());

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderNav(path = '/', productName = DEFAULT_SITE.productName) {
  return render(
    <SiteContext.Provider value={{ ...DEFAULT_SITE, productName }}>
      <MemoryRouter initialEntries={[path]}>
        <Nav />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

describe('Nav', () => {
  it('links every main page, the assessment button and the crisis lines', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected: [string, string][] = [
      ['Home', '/'],
      ['Book a Session', '/mental-wellness'],
      ['Contact', '/contact'],
      ['Blogs', '/blogs'],
      ['About', '/about'],
      ['Take a Free Assessment', '/Self-Assessment-Tool'],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    expect(screen.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '#get-help');
  });

  it('shows the configured product name in the home link', () => {
    renderNav('/', 'Sukoon');
    expect(screen.getByRole('link', { name: /Sukoon/ })).toHaveAttribute('href', '/');
  });

  it('marks only the current page as active', () => {
    renderNav('/blogs');
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('marks Home active only on the home page', () => {
    renderNav('/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the mobile menu and closes it when the visitor navigates', async () => {
    const user = userEvent.setup();
    renderNav('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    expect(document.getElementById('site-menu')).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-menu')).toHaveAttribute('data-open', 'true');

    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/contact');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderNav('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(toggle).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('toggles closed again with the same button', async () => {
    const user = userEvent.setup();
    renderNav('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts what is waiting to send on this device, linking to where it can be seen', async () => {
    await sharedDb().outbox.add(queuedItem({ id: 'a', state: 'queued' }));
    renderNav('/');
    // The outbox is read once the page is idle.
    const badge = await screen.findByRole('link', { name: '1 waiting to send' }, { timeout: 3_000 });
    expect(badge).toHaveAttribute('href', '/contact');

    await act(() => sharedDb().outbox.add(queuedItem({ id: 'b', state: 'sending', createdAt: 1 })));
    expect(await screen.findByRole('link', { name: '2 waiting to send' })).toBeInTheDocument();

    await act(() => sharedDb().outbox.update('a', { state: 'failed', lastError: 'Please check the form' }));
    expect(await screen.findByRole('link', { name: '1 needs attention, 1 waiting to send' })).toBeInTheDocument();

    await act(() => sharedDb().outbox.bulkUpdate([
      { key: 'a', changes: { state: 'sent' } },
      { key: 'b', changes: { state: 'sent' } },
    ]));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /waiting|attention/ })).not.toBeInTheDocument());
  });

  it('shows no count when nothing waits', async () => {
    renderNav('/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_200)));
    expect(screen.queryByRole('link', { name: /waiting|attention/ })).not.toBeInTheDocument();
  });

  it('says so while the device is offline', () => {
    renderNav('/');
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });
});
