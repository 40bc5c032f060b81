import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '../i18n/messages';
import { Layout } from './Layout';

/** The two languages' routes as src/App.tsx has them, around a stand-in page. */
function renderAt(path: string) {
  const page = <Route path="*" element={<h1>A page</h1>} />;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="hi" element={<Layout language="hi" />}>
          {page}
        </Route>
        <Route element={<Layout language="en" />}>{page}</Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => loadCatalogues('hi'));

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'lang=; Max-Age=0; Path=/';
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('the language switch', () => {
  it('goes from an English page to the same page in Hindi, saying so in Hindi', () => {
    renderAt('/blog/calm?from=mail');
    // One in the bar, one in the menu; the style sheet shows one of them.
    const links = within(screen.getByRole('banner')).getAllByRole('link', { name: 'हिंदी' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/hi/blog/calm?from=mail');
      expect(link).toHaveAttribute('lang', 'hi');
      expect(link).toHaveAttribute('hreflang', 'hi-IN');
    }
  });

  it('goes from a Hindi page to the same page in English', () => {
    renderAt('/hi/about');
    for (const link of within(screen.getByRole('banner')).getAllByRole('link', { name: 'English' })) {
      expect(link).toHaveAttribute('href', '/about');
      expect(link).toHaveAttribute('lang', 'en-IN');
      expect(link).toHaveAttribute('hreflang', 'en-IN');
    }
  });

  it('remembers the choice in the lang cookie', async () => {
    renderAt('/');
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'हिंदी' });
    // jsdom does not navigate; the cookie is set before the browser would.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain('lang=hi');
  });
});

describe('the layout under /hi/', () => {
  it('speaks Hindi, and its links stay in Hindi', () => {
    renderAt('/hi/');
    expect(screen.getByRole('link', { name: 'सीधे मुख्य हिस्से पर जाएँ' })).toHaveAttribute('href', '#main');
    const menu = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(menu).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi/');
    expect(within(menu).getByRole('link', { name: 'सेशन बुक करें' })).toHaveAttribute('href', '/hi/mental-wellness');
    expect(within(menu).getByRole('link', { name: 'फ़्री सेल्फ़-असेसमेंट करें' })).toHaveAttribute('href', '/hi/Self-Assessment-Tool');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'अभी मदद लें' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/hi/terms-conditions');
    expect(screen.getByRole('region', { name: 'Saathi पर कुकी' })).toBeInTheDocument();
  });

  it('stays English, with English links, at English addresses', () => {
    renderAt('/');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Book a Session' })).toHaveAttribute('href', '/mental-wellness');
  });
});
