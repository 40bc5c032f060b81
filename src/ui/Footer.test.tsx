import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { istYear } from '../domain/ist';
import { DEFAULT_SITE, type SiteSettings } from '../domain/site';
import { onCookieSettingsRequest } from '../services/consent';
import { SiteContext } from '../services/site';
import { Footer } from './Footer';

function renderFooter(site: SiteSettings = DEFAULT_SITE) {
  return render(
    <SiteContext.Provider value={site}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

describe('Footer', () => {
  it('writes the year as it is in India, as the server does, whatever the time zone of the device', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 00:30 on 1 January in India; still New Year's Eve in UTC and everywhere west of it.
      vi.setSystemTime(new Date('2026-12-31T19:00:00Z'));
      renderFooter();
      expect(screen.getByText(/© 2027 /)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the crisis lines as tel: links in a #get-help section', () => {
    renderFooter();
    const panel = document.getElementById('get-help');
    expect(panel).not.toBeNull();
    const help = within(panel as HTMLElement);
    expect(help.getByRole('heading', { name: 'Get help now' })).toBeInTheDocument();
    expect(help.getByRole('link', { name: /Tele-MANAS/ })).toHaveAttribute('href', 'tel:14416');
    expect(help.getByRole('link', { name: /Emergency/ })).toHaveAttribute('href', 'tel:112');
    expect(help.getByText(/Toll-free, 24x7, in many Indian languages/)).toBeInTheDocument();
  });

  it('takes the crisis numbers, phone, e-mail and name from the settings', () => {
    renderFooter({
      ...DEFAULT_SITE,
      productName: 'Sukoon',
      supportPhone: '+91 90000 11111',
      supportEmail: 'care@sukoon.example',
      crisisLines: { teleManas: '1-800-891-4416', emergency: '100' },
    });
    expect(screen.getByRole('link', { name: /Tele-MANAS/ })).toHaveAttribute('href', 'tel:18008914416');
    expect(screen.getByRole('link', { name: /Emergency/ })).toHaveAttribute('href', 'tel:100');
    expect(screen.getByRole('link', { name: /90000 11111/ })).toHaveAttribute('href', 'tel:+919000011111');
    expect(screen.getByRole('link', { name: /care@sukoon.example/ })).toHaveAttribute(
      'href',
      'mailto:care@sukoon.example',
    );
    expect(screen.getByText(`© ${istYear(new Date())} Sukoon. All rights reserved.`)).toBeInTheDocument();
    expect(screen.queryByText(/Saathi/)).not.toBeInTheDocument();
  });

  it('has the four columns with their links', () => {
    renderFooter();
    for (const heading of ['Services', 'Resources', 'Contact Us', 'Others']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const expected: [string, string][] = [
      ['Individual Therapy', '/individual_therapy'],
      ['Couple Therapy', '/couple_therapy'],
      ['Family & Friends Therapy', '/familyFriends_therapy'],
      ['Free Self-Assessment', '/Self-Assessment-Tool'],
      ['Blogs', '/blogs'],
      ['FAQs', '/faqs'],
      ['About Us', '/about'],
      ['Art Therapy Workshop', '/events/art-therapy-workshop'],
      ['Terms & Conditions', '/terms-conditions'],
      ['Cookies & Privacy', '/cookies-privacy-policy'],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens social and chat links in a new tab without giving the page access', () => {
    renderFooter();
    for (const name of ['Instagram', 'WhatsApp', 'LinkedIn', 'Facebook', 'Chat with us']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
    expect(screen.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', DEFAULT_SITE.social.instagram);
  });

  it('reopens the cookie banner from "Cookie settings"', async () => {
    const listener = vi.fn();
    const stop = onCookieSettingsRequest(listener);
    renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
