import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, readConsent } from '../domain/consent';
import { DEFAULT_SITE } from '../domain/site';
import { AD_PIXEL_SCRIPT_SRC, trackConversion } from '../services/ad-pixel';
import { openCookieSettings, pageConsent, saveConsent } from '../services/consent';
import { SiteContext } from '../services/site';
import { CookieBanner } from './CookieBanner';

const PIXEL_ID = '123456789012345';

type PixelWindow = Window & { fbq?: { queue: unknown[][] }; _fbq?: unknown };

function renderBanner(pixelId = '') {
  return render(
    <SiteContext.Provider value={{ ...DEFAULT_SITE, pixelId }}>
      <MemoryRouter>
        <button type="button">Somewhere else</button>
        <CookieBanner />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

function pixelScript() {
  return document.querySelector(`script[src="${AD_PIXEL_SCRIPT_SRC}"]`);
}

function pixelCalls(): unknown[][] {
  return (window as PixelWindow).fbq?.queue ?? [];
}

function banner() {
  return screen.queryByRole('region', { name: /Cookies on/ });
}

function storedCookie(): string | null {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${CONSENT_COOKIE}=`));
  return pair ? pair.slice(CONSENT_COOKIE.length + 1) : null;
}

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

afterEach(() => {
  pixelScript()?.remove();
  delete (window as PixelWindow).fbq;
  delete (window as PixelWindow)._fbq;
});

describe('CookieBanner', () => {
  it('keeps the choice in a cookie the server can read, for a year', () => {
    saveConsent('accepted', new Date('2026-11-22T10:00:00Z'));
    const header = `other=1; ${CONSENT_COOKIE}=${storedCookie()}`;
    expect(readConsent(new Date('2027-11-21T10:00:00Z'), header)?.value).toBe('accepted');
    expect(readConsent(new Date('2027-11-23T10:00:00Z'), header)).toBeNull();
    expect(readConsent(new Date('2026-11-22T10:00:00Z'), 'other=1')).toBeNull();
  });

  it('asks when the visitor has not chosen yet', () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /cookie policy/ })).toHaveAttribute('href', '/cookies-privacy-policy');
  });

  it('hides after Accept and remembers the choice with its date', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).not.toBeInTheDocument();
    const stored = JSON.parse(decodeURIComponent(storedCookie() ?? 'null')) as { value: string; date: string };
    expect(stored.value).toBe('accepted');
    expect(Number.isNaN(Date.parse(stored.date))).toBe(false);
  });

  it('hides after Reject and remembers it', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(banner()).not.toBeInTheDocument();
    expect(pageConsent()?.value).toBe('rejected');
  });

  it('does not ask again once the visitor has chosen', () => {
    saveConsent('rejected');
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it('asks again when the choice is more than a year old', () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ value: 'accepted', date: '2020-01-01T00:00:00.000Z' }))}; Path=/`;
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });

  it('ignores a damaged stored value', () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{not json')}; Path=/`;
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });

  it('comes back from "Cookie settings", shows the current choice, and lets the visitor change it', async () => {
    const user = userEvent.setup();
    saveConsent('accepted');
    renderBanner();
    const opener = screen.getByRole('button', { name: 'Somewhere else' });
    opener.focus();

    act(() => openCookieSettings());
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText(/Your current choice: accepted/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Cookies on/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(banner()).not.toBeInTheDocument();
    expect(pageConsent()?.value).toBe('rejected');
    expect(opener).toHaveFocus();
  });
});

describe('ad pixel', () => {
  it('is never loaded before a choice', () => {
    renderBanner(PIXEL_ID);
    expect(pixelScript()).toBeNull();
    expect((window as PixelWindow).fbq).toBeUndefined();
  });

  it('is not loaded after Reject', async () => {
    renderBanner(PIXEL_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(pixelScript()).toBeNull();
    expect((window as PixelWindow).fbq).toBeUndefined();
  });

  it('is not loaded after Accept when no pixel id is configured', async () => {
    renderBanner('');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(pixelScript()).toBeNull();
    expect((window as PixelWindow).fbq).toBeUndefined();
  });

  it('is loaded after Accept with a pixel id, as an external async script, and sends one PageView', async () => {
    renderBanner(PIXEL_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const script = pixelScript() as HTMLScriptElement | null;
    expect(script).not.toBeNull();
    expect(script?.async).toBe(true);
    expect(script?.textContent).toBe('');
    expect(document.querySelectorAll(`script[src="${AD_PIXEL_SCRIPT_SRC}"]`)).toHaveLength(1);
    expect(pixelCalls()).toContainEqual(['init', PIXEL_ID]);
    expect(pixelCalls()).toContainEqual(['set', 'autoConfig', false, PIXEL_ID]);
    expect(pixelCalls().filter((call) => call[1] === 'PageView')).toHaveLength(1);
  });

  it('is loaded on a later visit when the visitor accepted before', () => {
    saveConsent('accepted');
    renderBanner(PIXEL_ID);
    expect(pixelScript()).not.toBeNull();
  });

  it('sends conversions only with consent, and with no parameters', async () => {
    trackConversion('Lead');
    expect((window as PixelWindow).fbq).toBeUndefined();

    renderBanner(PIXEL_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    trackConversion('Lead');
    expect(pixelCalls()).toContainEqual(['track', 'Lead']);

    act(() => openCookieSettings());
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(pixelCalls()).toContainEqual(['consent', 'revoke']);
    const before = pixelCalls().length;
    trackConversion('Schedule');
    expect(pixelCalls()).toHaveLength(before);
  });

  it('refuses a pixel id that is not a number', async () => {
    renderBanner('<script>');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(pixelScript()).toBeNull();
  });
});
