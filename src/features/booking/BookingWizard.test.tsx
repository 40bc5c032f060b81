import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../../domain/site';
import { sharedDb } from '../../offline/shared';
import { SiteContext } from '../../services/site';
import { CHECK_UNAVAILABLE } from '../../forms/use-loaded';
import { BookingWizard } from './BookingWizard';
import { AUTO_ADVANCE_MS } from './use-auto-advance';
import type { StepSchemas } from './wizard-definition';
import { CoupleWizardPage } from './CoupleWizardPage';
import { INDIVIDUAL_WIZARD, IndividualWizardPage, PAYMENT_CONSENT_INDIVIDUAL } from './IndividualWizardPage';

function renderPage(page = <IndividualWizardPage />) {
  return render(
    <SiteContext.Provider value={DEFAULT_SITE}>
      <MemoryRouter initialEntries={['/individual_therapy']}>{page}</MemoryRouter>
    </SiteContext.Provider>,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function input(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

async function stepHeading(name: RegExp) {
  return screen.findByRole('heading', { level: 2, name });
}

function fillPersonalInfo() {
  type('Name', 'Asha Rao');
  type('Email', 'asha@example.in');
  type('Gender', 'Female');
  type('City', 'Pune');
  type('Contact number', '9876543210');
  type('Profession', 'Professional');
  type('Age', '29');
}

beforeEach(async () => {
  const db = sharedDb();
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.leases.clear()]);
  // What a closed tab kept until the database had it is part of the device too.
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
});

afterEach(() => vi.unstubAllGlobals());

describe('booking wizard engine', () => {
  it('shows the banner title, a progress indicator with every step name, and the spec buttons', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Individual Therapy' })).toBeInTheDocument();
    await stepHeading(/Step 1 of 6: Personal Info/);
    const progress = screen.getByRole('list', { name: 'Booking steps' });
    expect(progress).toHaveTextContent(
      /Personal Info.*Support Reason.*Additional Info.*Submission.*Scheduling & Payment.*Confirmation/,
    );
    expect(screen.getByRole('button', { name: 'Next Step' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Need Support?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go Back' })).not.toBeInTheDocument();
  });

  it('Next Step shows the spec messages of the step and stays', async () => {
    renderPage();
    await stepHeading(/Personal Info/);
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Contact number is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Personal Info/ })).toBeInTheDocument();
  });

  it('waits for the step checks when Next comes before they have loaded, then checks', async () => {
    let arrive: (schemas: StepSchemas) => void = () => {};
    const later = new Promise<StepSchemas>((resolve) => (arrive = resolve));
    renderPage(<BookingWizard definition={{ ...INDIVIDUAL_WIZARD, loadStepSchemas: () => later }} />);
    await stepHeading(/Personal Info/);
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await sleep(50);
    // Never waved through unchecked.
    expect(screen.getByRole('heading', { level: 2, name: /Personal Info/ })).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    arrive(await INDIVIDUAL_WIZARD.loadStepSchemas());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Personal Info/ })).toBeInTheDocument();
  });

  it('moves on once the checks arrive when the step was completed before them', async () => {
    let arrive: (schemas: StepSchemas) => void = () => {};
    const later = new Promise<StepSchemas>((resolve) => (arrive = resolve));
    renderPage(<BookingWizard definition={{ ...INDIVIDUAL_WIZARD, loadStepSchemas: () => later }} />);
    await stepHeading(/Personal Info/);
    fillPersonalInfo();
    await sleep(AUTO_ADVANCE_MS + 100);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Personal Info');
    arrive(await INDIVIDUAL_WIZARD.loadStepSchemas());
    await stepHeading(/Step 2 of 6: Support Reason/);
  });

  it('says so when the step checks cannot be loaded, and keeps what was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unavailable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    renderPage(<BookingWizard definition={{ ...INDIVIDUAL_WIZARD, loadStepSchemas: unavailable }} />);
    await stepHeading(/Personal Info/);
    fillPersonalInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECK_UNAVAILABLE);
    expect(screen.getByRole('heading', { level: 2, name: /Personal Info/ })).toBeInTheDocument();
    expect(input('Name').value).toBe('Asha Rao');
  });

  it('advances 300 ms after a forward step becomes valid, never on step 2, and not after Go Back', async () => {
    renderPage();
    await stepHeading(/Personal Info/);
    // The visitor's first touch of the form starts loading its checks, well before it is valid.
    input('Name').focus();
    await INDIVIDUAL_WIZARD.loadStepSchemas();
    await sleep(20);
    fillPersonalInfo();
    const validAt = Date.now();
    await sleep(AUTO_ADVANCE_MS - 120);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Personal Info');
    await stepHeading(/Step 2 of 6: Support Reason/);
    expect(Date.now() - validAt).toBeGreaterThanOrEqual(AUTO_ADVANCE_MS - 20);

    // Step 2 never moves by itself.
    fireEvent.click(screen.getByLabelText('Depression'));
    await sleep(AUTO_ADVANCE_MS + 300);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Support Reason');

    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await stepHeading(/Step 3 of 6: Additional Info/);

    // Going back disables it: a valid edit on step 2 and on step 1 stays put.
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await stepHeading(/Support Reason/);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await stepHeading(/Personal Info/);
    expect(input('Name').value).toBe('Asha Rao');
    type('City', 'Mumbai');
    await sleep(AUTO_ADVANCE_MS + 300);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Personal Info');
  });

  it('keeps only digits, at most 10, in phone inputs', async () => {
    renderPage();
    await stepHeading(/Personal Info/);
    type('Contact number', '+91 98-765 43210 99');
    expect(input('Contact number').value).toBe('9198765432');
    type('Contact number', 'abc98765x43210');
    expect(input('Contact number').value).toBe('9876543210');
  });

  it('asks an under-18 visitor for a guardian number and an unticked guardian consent', async () => {
    renderPage();
    await stepHeading(/Personal Info/);
    expect(screen.queryByLabelText('Guardian contact number')).not.toBeInTheDocument();
    type('Age', '16');
    expect(input('Guardian contact number')).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: /guardian knows about and agrees/ });
    expect(consent).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Guardian contact number is required')).toBeInTheDocument();
  });

  it('offers a saved draft back: continue where you left off, at its step', async () => {
    await sharedDb().drafts.put({
      kind: 'individual',
      data: { values: { name: 'Asha Rao', email: 'asha@example.in', supportReason: ['Depression'] }, step: 2 },
      updatedAt: Date.now() - 2 * 24 * 60 * 60_000,
    });
    renderPage();
    expect(await screen.findByText(/got as far as step 3, Additional Info/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue where you left off' }));
    await stepHeading(/Step 3 of 6: Additional Info/);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await stepHeading(/Personal Info/);
    expect(input('Name').value).toBe('Asha Rao');
  });

  it('or starts over with an empty form and forgets the draft', async () => {
    await sharedDb().drafts.put({ kind: 'individual', data: { values: { name: 'Asha Rao' }, step: 1 }, updatedAt: Date.now() });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    await stepHeading(/Step 1 of 6: Personal Info/);
    expect(input('Name').value).toBe('');
    await waitFor(async () => expect(await sharedDb().drafts.get('individual')).toBeUndefined());
  });

  it('shows the consents unticked on the Submission step, the payment text from the catalogue and the privacy note', async () => {
    await sharedDb().drafts.put({ kind: 'individual', data: { values: { name: 'Asha' }, step: 3 }, updatedAt: Date.now() });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    await stepHeading(/Step 4 of 6: Submission/);
    expect(PAYMENT_CONSENT_INDIVIDUAL).toBe('I am ready to invest in my mental health (session starting from ₹799)');
    expect(screen.getByRole('checkbox', { name: PAYMENT_CONSENT_INDIVIDUAL })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('You must agree to the terms')).toHaveLength(2);
  });

  it('couple: Submission offers the windows of a date and clears the time when the date changes', async () => {
    await sharedDb().drafts.put({ kind: 'couple', data: { values: { name: 'Ravi' }, step: 3 }, updatedAt: Date.now() });
    renderPage(<CoupleWizardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    await stepHeading(/Step 4 of 6: Submission/);
    expect(screen.getByText('Please select a date first to see available time slots')).toBeInTheDocument();
    expect(input('Session date').min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    type('Session date', '2099-01-05');
    // The windows are asked of the server first (here offline: the device's rules).
    await screen.findByLabelText('Session time (IST)');
    type('Session time (IST)', '6 PM to 9 PM');
    expect(input('Session time (IST)').value).toBe('6 PM to 9 PM');
    type('Session date', '2099-01-06');
    expect(((await screen.findByLabelText('Session time (IST)')) as HTMLSelectElement).value).toBe('');
  });
});
