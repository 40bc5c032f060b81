// A self-assessment on a device that holds nothing for it shows its first question without the
// database code (Dexie), which loads with the first answer. Each test is a fresh page (modules
// loaded anew, the page's own database) on an empty device.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assessmentOf } from '../../domain/assessments/registry';
import { emptyDevice } from '../../../tests/support/device';

const ANXIETY = assessmentOf('anxiety').questions.map((question) => question.text);

/** The anxiety test as a fresh page opens it: no database passed, the page finds its own. */
async function openFreshPage() {
  vi.resetModules();
  const [{ AssessmentPage }, triggers] = await Promise.all([import('./AssessmentPage'), import('../../offline/triggers')]);
  render(
    <MemoryRouter>
      <AssessmentPage test="anxiety" />
    </MemoryRouter>,
  );
  return triggers;
}

const questionHeading = (text: string) => screen.findByRole('heading', { level: 2, name: text });

beforeEach(emptyDevice);
afterEach(async () => {
  // Let the page's writes land before the next test deletes the database.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const { sharedDb } = await import('../../offline/shared');
  sharedDb().close();
});

describe('a self-assessment on a device that holds nothing for it', () => {
  it('shows the first question without loading the database code', async () => {
    const open = vi.spyOn(indexedDB, 'open');
    const triggers = await openFreshPage();
    await questionHeading(ANXIETY[0]!);
    expect(triggers.databaseCodeRequested()).toBe(false);
    // The answers and the report form's draft were asked about in one look.
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('loads it with the first answer, and keeps that answer on the device', async () => {
    const triggers = await openFreshPage();
    await questionHeading(ANXIETY[0]!);
    fireEvent.click(screen.getByRole('radio', { name: 'More than half the days' }));
    // Kept at once, while the database code is still on its way: a tab closed now loses nothing.
    const { pendingChange } = await import('../../offline/pending-changes');
    expect(pendingChange('saathi', 'assessmentProgress', 'anxiety')?.value).toMatchObject({ answers: [2, null, null, null, null, null, null] });
    await waitFor(() => expect(triggers.databaseCodeRequested()).toBe(true));
    const { sharedDb } = await import('../../offline/shared');
    await waitFor(async () => expect((await sharedDb().assessmentProgress.get('anxiety'))?.answers[0]).toBe(2));
    // Once written, its copy goes (the page moves on 500 ms later and keeps that too, until written).
    await waitFor(() => expect(pendingChange('saathi', 'assessmentProgress', 'anxiety')).toBeNull(), { timeout: 2_000 });
  });

  it('gives back an answer a closed tab kept before the database code arrived, moved into the database', async () => {
    const { keepProgress } = await import('../../offline/assessment-progress');
    const { pendingChange } = await import('../../offline/pending-changes');
    keepProgress(undefined, 'anxiety', { answers: [2, null, null, null, null, null, null], currentIndex: 0, reportId: null, updatedAt: 1 });

    await openFreshPage();
    await questionHeading(ANXIETY[0]!);
    expect(screen.getByText(/Welcome back\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'More than half the days' })).toHaveAttribute('aria-checked', 'true');
    const { sharedDb } = await import('../../offline/shared');
    expect((await sharedDb().assessmentProgress.get('anxiety'))?.answers[0]).toBe(2);
    expect(pendingChange('saathi', 'assessmentProgress', 'anxiety')).toBeNull();
  });

  it('still resumes the answers an earlier visit left', async () => {
    const { openSaathiDb } = await import('../../offline/db');
    const earlier = openSaathiDb();
    await earlier.assessmentProgress.put({ testId: 'anxiety', answers: [2, 1, 3, null, null, null, null], currentIndex: 3, updatedAt: 1 });
    earlier.close();

    await openFreshPage();
    await questionHeading(ANXIETY[3]!);
    expect(screen.getByText(/Welcome back\./)).toBeInTheDocument();
  });
});
