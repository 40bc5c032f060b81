import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../../domain/site';
import { onCookieSettingsRequest } from '../../services/consent';
import { SiteContext } from '../../services/site';
import { FaqPage } from './FaqPage';
import { NotFoundPage } from './NotFoundPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

function renderPage(page: ReactNode, productName = DEFAULT_SITE.productName, changePolicy = DEFAULT_SITE.changePolicy) {
  return render(
    <SiteContext.Provider value={{ ...DEFAULT_SITE, productName, changePolicy }}>
      <MemoryRouter>{page}</MemoryRouter>
    </SiteContext.Provider>,
  );
}

describe('NotFoundPage', () => {
  it('says kindly that the page is missing and leads home, without being indexed', () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/could not find the page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('Page Not Found | Saathi');
  });
});

describe('FaqPage', () => {
  it('lists fifteen expandable questions', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Is a self-assessment a diagnosis?' }));
    expect(screen.getByRole('button', { name: 'Is a self-assessment a diagnosis?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/Only a qualified professional can make a diagnosis/)).toBeVisible();
    expect(document.title).toBe('Frequently Asked Questions | Saathi');
  });

  it('answers rescheduling with the configured change rule', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, 'Saathi', { windowHours: 48, lateRefundPercent: 50 });
    await user.click(screen.getByRole('button', { name: 'Can I reschedule or cancel a session?' }));
    expect(
      screen.getByText(
        /^Yes\. You can move your session, or cancel it for a full refund, until 48 hours before it starts\. After that, you can still cancel and get 50% of the amount back\. Every booking e-mail has a link to manage your session/,
      ),
    ).toBeVisible();
  });
});

describe('TermsPage', () => {
  it('says it is not an emergency service and gives the crisis lines', () => {
    renderPage(<TermsPage />, 'Sukoon');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/Sukoon is not an emergency or crisis service/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  });

  it('covers rescheduling with the configured change rule, the manage link, and Indian law', () => {
    renderPage(<TermsPage />);
    const rule = screen.getByText(/^Moving or cancelling:/).closest('li');
    expect(rule).toHaveTextContent(
      'You can move your session, or cancel it for a full refund, until 24 hours before it starts. After that, you can still cancel, but the session is not refunded.',
    );
    expect(rule).toHaveTextContent(/Every booking e-mail has a link to manage your session/);
    expect(screen.getByText(/you choose between a new time and a full refund/)).toBeInTheDocument();
    expect(screen.getByText(/usually within 5 to 7 working days/)).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of India/)).toBeInTheDocument();
  });

  it('states the rule the settings give', () => {
    renderPage(<TermsPage />, 'Saathi', { windowHours: 12, lateRefundPercent: 100 });
    expect(screen.getByText(/^Moving or cancelling:/).closest('li')).toHaveTextContent(
      'until 12 hours before it starts. After that, you can still cancel for a full refund.',
    );
  });
});

describe('PrivacyPage', () => {
  it('shows its effective date, DPDP rights and the cookie choice', async () => {
    const listener = vi.fn();
    const stop = onCookieSettingsRequest(listener);
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookies and Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective November 16, 2024')).toBeInTheDocument();
    expect(screen.getByText(/Digital\s+Personal Data Protection Act, 2023/)).toBeInTheDocument();
    expect(screen.getByText(/We do not sell or rent personal data/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
  it('states the configured retention periods', () => {
    render(
      <SiteContext.Provider value={{ ...DEFAULT_SITE, retention: { contactMonths: 18, assessmentMonths: 36, unpaidBookingDays: 30 } }}>
        <MemoryRouter>
          <PrivacyPage />
        </MemoryRouter>
      </SiteContext.Provider>,
    );
    expect(screen.getByText('Contact messages: up to 18 months after you send them.')).toBeInTheDocument();
    expect(screen.getByText('Self-assessment reports: up to 3 years.')).toBeInTheDocument();
    expect(screen.getByText('Bookings and workshop registrations never paid for: up to 30 days.')).toBeInTheDocument();
  });

  it('states the default periods in years', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByText('Contact messages: up to 1 year after you send them.')).toBeInTheDocument();
    expect(screen.getByText('Self-assessment reports: up to 2 years.')).toBeInTheDocument();
    expect(screen.getByText('Bookings and workshop registrations never paid for: up to 90 days.')).toBeInTheDocument();
  });
});
