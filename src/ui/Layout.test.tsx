import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from './Layout';

function renderLayout() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Link to="/about">Go to about</Link>} />
          <Route path="about" element={<h1>About page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => vi.unstubAllGlobals());

describe('Layout', () => {
  it('frames the page: skip link, header, main content, footer with crisis lines, cookie banner', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveTextContent('Go to about');
    expect(screen.getByRole('contentinfo')).toContainElement(document.getElementById('get-help'));
    expect(screen.getByRole('region', { name: /Cookies on/ })).toBeInTheDocument();
  });

  it('starts a new page at the top with focus on its content', async () => {
    renderLayout();
    expect(window.scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Go to about' }));
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
