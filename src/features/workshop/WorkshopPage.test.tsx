import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test-fetch';
import { REGISTERED_TITLE, WorkshopPage } from './WorkshopPage';

const EVENT = {
  slug: 'art-therapy-workshop',
  title: 'Art Therapy Workshop',
  summary: 'An afternoon of guided art therapy.',
  date: '2099-01-04',
  dateLabel: 'Sunday, 4 January 2099',
  startTime: '3:00 PM',
  endTime: '5:00 PM',
  venue: 'A café in Indore',
  city: 'Indore',
  passes: [
    { id: 'workshop-single', label: 'Single pass', paise: 69_900, price: '₹699' },
    { id: 'workshop-couple', label: 'Couple pass', paise: 99_900, price: '₹999' },
  ],
  open: true,
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('WorkshopPage', () => {
  it('shows the event, requires the fields, shows the success state and the passes after registering', async () => {
    const fetchMock = stubApi({
      '/api/events/art-therapy-workshop': [json(EVENT)],
      '/api/events/art-therapy-workshop/registrations': [json({ id: 7, token: 'tok7' }, 201)],
    });
    render(
      <MemoryRouter>
        <WorkshopPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Sunday, 4 January 2099, 3:00 PM – 5:00 PM (IST)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/registrations'))).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Neha Jain' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'neha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: REGISTERED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Single pass — ₹699' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Couple pass — ₹999' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/registrations')) as unknown as [string, RequestInit];
    expect(new Headers(call[1].headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
