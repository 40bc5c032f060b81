import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInHint } from '../../../tests/support/signed-in-hint';
import { json, stubApi } from '../../../tests/support/stub-api';
import { AdminArea } from './AdminArea';
import { MeetingForm, MeetingFormPage } from './MeetingFormPage';

beforeEach(() => signedInHint(false));
afterEach(() => {
  vi.unstubAllGlobals();
  signedInHint(false);
});

const renderForm = () =>
  render(
    <MemoryRouter>
      <MeetingForm />
    </MemoryRouter>,
  );

describe('/test/form', () => {
  it('is the not-found page for a visitor and refuses a support user', async () => {
    stubApi({});
    const { unmount } = render(
      <MemoryRouter>
        <MeetingFormPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    unmount();
    signedInHint(true);
    stubApi({ '/api/auth/me': [json({ username: 'help', role: 'support' })] });
    render(
      <MemoryRouter>
        <MeetingFormPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText("You don't have permission to access this page.")).toBeInTheDocument();
  });

  it('requires title, start and end', async () => {
    const fetchMock = stubApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create meeting' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Start time is required')).toBeInTheDocument();
    expect(screen.getByText('End time is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the end 30 minutes after a new start, adds attendees lowercased once, and sends the calendar request', async () => {
    const fetchMock = stubApi({ '/api/admin/meetings': [json({ meetLink: 'https://meet.jit.si/Saathi-x', htmlLink: 'https://meet.jit.si/Saathi-x' }, 201)] });
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Intro call');
    const start = screen.getByLabelText('Start (IST)');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-22T23:45');
    expect(screen.getByLabelText('End (IST)')).toHaveValue('2026-11-23T00:15');
    const attendee = screen.getByLabelText('Attendee e-mail');
    await userEvent.type(attendee, 'Asha@Example.IN');
    await userEvent.click(screen.getByRole('button', { name: 'Add attendee' }));
    await userEvent.type(attendee, 'asha@example.in{Enter}');
    await userEvent.type(attendee, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Add attendee' }));
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['asha@example.in Remove']);
    await userEvent.type(screen.getByLabelText('Description'), 'First talk');
    await userEvent.click(screen.getByRole('button', { name: 'Create meeting' }));
    expect(await screen.findByRole('link', { name: 'https://meet.jit.si/Saathi-x' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([path]) => path === "/api/admin/meetings") as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      summary: 'Intro call',
      description: 'First talk',
      startDateTime: '2026-11-22T23:45:00+05:30',
      endDateTime: '2026-11-23T00:15:00+05:30',
      attendees: ['asha@example.in'],
      timeZone: 'Asia/Kolkata',
      sendNotifications: true,
      location: 'Online video session',
    });
  });

  it('says the spec message when the meeting cannot be created', async () => {
    stubApi({ '/api/admin/meetings': [json({ error: 'Failed to process meet and mail request' }, 503)] });
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Intro call');
    await userEvent.type(screen.getByLabelText('Start (IST)'), '2026-11-22T10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Create meeting' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create meeting. Please try again.'));
  });
});

describe('/admin/testForm', () => {
  const renderAt = () =>
    render(
      <MemoryRouter initialEntries={['/admin/testForm']}>
        <Routes>
          <Route path="admin/*" element={<AdminArea />} />
        </Routes>
      </MemoryRouter>,
    );

  it('is the not-found page for a visitor, and the meeting form for an admin', async () => {
    stubApi({});
    const { unmount } = renderAt();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    unmount();
    signedInHint(true);
    stubApi({ '/api/auth/me': [json({ username: 'root', role: 'admin' })] });
    renderAt();
    expect(await screen.findByRole('button', { name: 'Create meeting' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
  });
});
