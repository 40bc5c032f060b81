import type { Page } from 'playwright-core';
import { addDays } from '../../src/domain/expert-slots';
import { weekdayOf } from '../../src/domain/expert-profile';
import { todayInIndia } from '../../src/domain/slots';

// Filling the individual booking wizard (/individual_therapy) step by step, as a visitor
// would: each helper fills one step and waits for the wizard to reach the next.

/**
 * The first Wednesday at least a week ahead in India: every slot and window is open whatever
 * the time of the run, and every demo expert works on Wednesdays, so the times a test picks
 * are free whatever the day the tests run.
 */
export const SESSION_DATE = firstWednesdayFrom(todayInIndia(new Date(Date.now() + 7 * 24 * 60 * 60_000)));

function firstWednesdayFrom(date: string): string {
  let day = date;
  while (weekdayOf(day) !== 'wed') day = addDays(day, 1);
  return day;
}

export const step = (page: Page, name: RegExp) => page.getByRole('heading', { level: 2, name }).waitFor({ timeout: 10_000 });
export const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

/** Step 1, typed with a dash in the phone number (the field keeps the digits); valid step 1 moves on by itself. */
export async function fillPersonalInfo(page: Page): Promise<void> {
  await label(page, 'Name').fill('Asha Rao');
  await label(page, 'Email').fill('asha@example.in');
  await label(page, 'Gender').selectOption('Female');
  await label(page, 'City').fill('Pune');
  await label(page, 'Contact number').fill('98765-43210');
  await label(page, 'Profession').selectOption('Professional');
  await label(page, 'Age').fill('29');
  await step(page, /Step 2 of 6: Support Reason/);
}

/** Step 2 never moves on by itself: Next Step. */
export async function fillSupportReason(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Stress and anxiety' }).check();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await step(page, /Step 3 of 6: Additional Info/);
}

export async function fillAdditionalInfo(page: Page): Promise<void> {
  await label(page, 'What do you think is behind how you are feeling?').selectOption('Work-related stress');
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await label(page, 'Preferred language').selectOption('Hindi');
  await step(page, /Step 4 of 6: Submission/);
}

/** Step 4's answers and both consents, without pressing Submit. */
export async function fillSubmission(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'No preference' }).check();
  await page.getByRole('radio', { name: 'Prefer not to say' }).check();
  await label(page, 'How did you hear about us?').selectOption('Instagram');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: 'I am ready to invest in my mental health (session starting from ₹799)' }).check();
}

/**
 * Books an individual 60-minute session at 10:30 AM on SESSION_DATE through the whole wizard and
 * presses Confirm & Pay: the sandbox payment page is open when it resolves.
 */
export async function bookAndConfirm(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/individual_therapy`);
  await step(page, /Step 1 of 6/);
  await fillPersonalInfo(page);
  await fillSupportReason(page);
  await fillAdditionalInfo(page);
  await fillSubmission(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await step(page, /Step 5 of 6: Scheduling & Payment/);
  await page.getByRole('radio', { name: /60 minutes/ }).check();
  await label(page, 'Session date').fill(SESSION_DATE);
  await label(page, 'Session time (IST)').selectOption('10:30 AM');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor({ timeout: 15_000 });
}
