import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffExpert } from '../../domain/content';
import { EXPERT_MESSAGES } from '../../domain/schemas/expert';
import { json, stubApi } from '../../../tests/support/stub-api';
import { ExpertFormPage } from './ExpertFormPage';
import { ExpertListPage } from './ExpertListPage';
import { CHECK_FIELDS, EXPERT_SAVED } from './use-expert-form';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/experts';

const MEERA: StaffExpert = {
  id: 3,
  originalId: 3,
  name: 'Dr. Meera Iyer',
  position: 'Clinical Psychologist',
  imageSrc: '/images/meera.jpg',
  certifications: 'M.Phil',
  expertise: 'Anxiety',
  experience: '8 years',
  uploadedAt: '2025-01-01T00:00:00.000Z',
  bio: 'I listen first.',
  languages: ['English', 'Tamil'],
  gender: 'Female',
  concerns: [],
  kinds: ['individual', 'couple'],
  hours: [{ day: 'mon', from: '09:00', to: '13:00' }],
  timeOff: [],
  active: true,
  email: 'meera@example.in',
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/experts" element={<ExpertListPage />} />
        <Route path="/admin/experts/:id" element={<ExpertFormPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function bodiesSent(fetchMock: ReturnType<typeof stubApi>, path: string, method: string): unknown[] {
  return (fetchMock.mock.calls as unknown[][])
    .filter(([input, init]) => String(input) === path && (init as RequestInit | undefined)?.method === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

const day = (name: string) => screen.getByRole('group', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the experts list', () => {
  it('shows every expert with languages, sessions, whether shown, and the way to edit or add one', async () => {
    stubApi({ [LIST]: [json({ items: [MEERA, { ...MEERA, id: 4, name: 'Ravi Menon', languages: ['Hindi'], kinds: ['family-friends'], active: false }] })] });
    renderAt('/admin/experts');
    const rows = (await screen.findAllByRole('row')).slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Dr. Meera Iyer', 'Clinical Psychologist', 'English, Tamil', 'Individual, Couple', 'Active', 'Edit'],
      ['Ravi Menon', 'Clinical Psychologist', 'Hindi', 'Family and friends', 'Inactive', 'Edit'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit Ravi Menon' })).toHaveAttribute('href', '/admin/experts/4');
    expect(screen.getByRole('link', { name: 'Add expert' })).toHaveAttribute('href', '/admin/experts/new');
  });
});

describe('adding an expert', () => {
  it('checks the form before sending it, then shows the server’s field messages and keeps what was typed', async () => {
    const fetchMock = stubApi({ [LIST]: [json({ error: 'Please check the highlighted fields.', fields: { name: 'Another expert has this name' } }, 400)] });
    renderAt('/admin/experts/new');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Asha Rao');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Individual' }));
    await save();
    // Nothing was sent: the schema wants a language and a kind of session.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(CHECK_FIELDS);
    expect(within(screen.getByRole('group', { name: 'Languages' })).getByText(EXPERT_MESSAGES.languages)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Sessions' })).getByText(EXPERT_MESSAGES.kinds)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    await userEvent.type(screen.getByLabelText('Add another language'), 'Konkani{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Couple' }));
    await save();

    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Another expert has this name'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Rao');
    expect(within(screen.getByRole('list', { name: 'Other languages' })).getByText(/Konkani/)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, LIST, 'POST')).toEqual([
      expect.objectContaining({ name: 'Asha Rao', imageSrc: null, languages: ['English', 'Konkani'], kinds: ['couple'], gender: null, active: true }),
    ]);
  });
});

describe('editing an expert', () => {
  it('loads the expert, deactivates them and says Saved', async () => {
    const path = `${LIST}/3`;
    const fetchMock = stubApi({ [path]: [json({ data: MEERA }), json({ data: { ...MEERA, active: false } })] });
    renderAt('/admin/experts/3');
    expect(await screen.findByRole('heading', { name: 'Edit: Dr. Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Photo URL/)).toHaveValue('/images/meera.jpg');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(within(day('Monday')).getByLabelText('From')).toHaveValue('09:00');

    const active = screen.getByRole('checkbox', { name: /^Active/ });
    expect(active).toBeChecked();
    vi.stubGlobal('Image', class {
      onload: (() => void) | null = null;
      set src(_url: string) {
        setTimeout(() => this.onload?.(), 1);
      }
    });
    await userEvent.click(active);
    await save();

    expect(await screen.findByRole('status')).toHaveTextContent(EXPERT_SAVED);
    expect(bodiesSent(fetchMock, path, 'PUT')).toEqual([expect.objectContaining({ name: 'Dr. Meera Iyer', active: false, hours: MEERA.hours })]);
    expect(active).not.toBeChecked();
  });
});

describe('the weekly hours editor', () => {
  it('adds and removes a range of a day, and shows an overlap from the schema', async () => {
    stubApi({});
    renderAt('/admin/experts/new');
    expect(within(day('Tuesday')).getByText('Not working')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    expect(within(day('Tuesday')).getByLabelText('From')).toHaveValue('09:00');
    expect(within(day('Tuesday')).getByLabelText('To')).toHaveValue('17:00');

    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    expect(within(day('Tuesday')).getAllByLabelText('From').map((input) => (input as HTMLInputElement).value)).toEqual(['09:00', '17:00']);
    expect(within(day('Tuesday')).getAllByLabelText('To').map((input) => (input as HTMLInputElement).value)).toEqual(['17:00', '18:00']);

    await userEvent.type(screen.getByLabelText(/^Name/), 'Asha Rao');
    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    const secondFrom = within(day('Tuesday')).getAllByLabelText('From')[1]!;
    await userEvent.clear(secondFrom);
    await userEvent.type(secondFrom, '16:00');
    await save();
    expect(within(screen.getByRole('group', { name: 'Weekly hours (IST)' })).getByText(EXPERT_MESSAGES.hoursOverlap)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Tuesday hours 1' }));
    expect(within(day('Tuesday')).getAllByLabelText('From').map((input) => (input as HTMLInputElement).value)).toEqual(['16:00']);
    expect(screen.queryByText(EXPERT_MESSAGES.hoursOverlap)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tuesday hours 1' }));
    expect(within(day('Tuesday')).getByText('Not working')).toBeInTheDocument();
    expect(within(day('Monday')).queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('shows an end before the start on that range, and forgets it once the hours change', async () => {
    stubApi({});
    renderAt('/admin/experts/new');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Asha Rao');
    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Friday' }));
    const to = within(day('Friday')).getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '08:00');
    await save();
    expect(to).toHaveAccessibleDescription(EXPERT_MESSAGES.hourOrder);
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(to);
    await userEvent.type(to, '18:00');
    expect(to).not.toHaveAttribute('aria-invalid');
  });
});
