import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '../i18n/messages';
import { LanguageContext } from '../i18n/react';
import type { HeaderSummary } from '../offline/outbox-summary';
import { WaitingBadge } from './WaitingBadge';

const summary = vi.hoisted(() => ({ current: null as HeaderSummary | null }));
vi.mock('../offline/outbox-summary', () => ({ useOutboxSummary: () => summary.current }));

describe('WaitingBadge', () => {
  it('counts what needs attention and what waits, and links to its page', () => {
    summary.current = { waiting: 2, needsAttention: 1, firstKind: 'contact', firstPage: '/contact' };
    render(
      <MemoryRouter>
        <WaitingBadge />
      </MemoryRouter>,
    );
    const badge = screen.getByRole('link', { name: '1 needs attention, 2 waiting to send' });
    expect(badge).toHaveAttribute('href', '/contact');
    expect(badge).toHaveAttribute('title', 'Saved on this device until it reaches us');
  });

  it('says it in Hindi on a Hindi page', async () => {
    summary.current = { waiting: 3, needsAttention: 0, firstKind: 'contact', firstPage: '/contact' };
    await loadCatalogues('hi');
    render(
      <LanguageContext value="hi">
        <MemoryRouter>
          <WaitingBadge />
        </MemoryRouter>
      </LanguageContext>,
    );
    const badge = screen.getByRole('link', { name: '3 भेजना बाक़ी' });
    expect(badge).toHaveAttribute('href', '/hi/contact');
    expect(badge).toHaveAttribute('title', 'हम तक पहुँचने तक इस डिवाइस पर सेव है');
  });
});
