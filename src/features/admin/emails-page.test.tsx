import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../tests/support/stub-api';
import { EmailsPage, SEND_AGAIN_FAILED, SENT_AGAIN } from './ActivityPages';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/emails?page=1&pageSize=50';
const row = (id: number, state: string) => ({ id, to: `p${id}@example.in`, subject: `Mail ${id}`, state, attempts: 5, lastError: state === 'failed' ? '550 no' : null, createdAt: '2025-06-01T10:00:00.000Z', sentAt: null });

describe('E-mail outbox: Send again', () => {
  it('offers Send again on failed mails only, queues it and reloads the list', async () => {
    const fetchMock = stubApi({
      [LIST]: [json({ items: [row(1, 'failed'), row(2, 'sent')], total: 2, page: 1 }), json({ items: [{ ...row(1, 'queued'), attempts: 0 }, row(2, 'sent')], total: 2, page: 1 })],
      '/api/admin/emails/1/retry': [json(undefined, 204)],
    });
    render(
      <MemoryRouter>
        <EmailsPage />
      </MemoryRouter>,
    );
    const buttons = await screen.findAllByRole('button', { name: /Send again/ });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(await screen.findByText(SENT_AGAIN)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([path]) => path === '/api/admin/emails/1/retry') as unknown as [string, RequestInit];
    expect(post[1].method).toBe('POST');
    const table = await screen.findByRole('table');
    await vi.waitFor(() => expect(within(table).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument());
  });

  it('says so when the mail cannot be queued again', async () => {
    stubApi({
      [LIST]: [json({ items: [row(1, 'failed')], total: 1, page: 1 })],
      '/api/admin/emails/1/retry': [json({ error: 'Only a failed e-mail can be sent again.' }, 409)],
    });
    render(
      <MemoryRouter>
        <EmailsPage />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Send again/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_AGAIN_FAILED);
  });
});
