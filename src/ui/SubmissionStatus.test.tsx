import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedItem } from '../../tests/support/device';
import { loadCatalogues } from '../i18n/messages';
import { LanguageContext } from '../i18n/react';
import { STATUS_TEXT, SubmissionStatus } from './SubmissionStatus';

afterEach(() => vi.unstubAllGlobals());

describe('SubmissionStatus', () => {
  it('says nothing without a draft or a submission, and "Saved on this device" for a draft', () => {
    const { rerender } = render(<SubmissionStatus item={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<SubmissionStatus item={null} draftSavedAt={Date.now()} />);
    expect(screen.getByRole('status')).toHaveTextContent(STATUS_TEXT.saved);
  });

  it('shows each state in the visitor’s words', () => {
    const { rerender } = render(<SubmissionStatus item={queuedItem({ state: 'queued' })} />);
    expect(screen.getByRole('status')).toHaveTextContent(STATUS_TEXT.waiting);
    rerender(<SubmissionStatus item={queuedItem({ state: 'sending' })} />);
    expect(screen.getByRole('status')).toHaveTextContent(STATUS_TEXT.sending);
    rerender(<SubmissionStatus item={queuedItem({ state: 'sent' })} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Sent$/);
    rerender(<SubmissionStatus item={queuedItem({ state: 'failed', lastError: 'Too large', fieldErrors: { message: 'Too long' } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Needs attention: Too large');
    expect(screen.getByRole('status')).toHaveTextContent('Please correct the highlighted fields');
  });

  it('tells why the last try failed and offers Retry now', async () => {
    const onRetryNow = vi.fn();
    render(
      <SubmissionStatus
        item={queuedItem({ state: 'queued', lastError: 'No connection.', nextAttemptAt: Date.now() + 60_000 })}
        onRetryNow={onRetryNow}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Last try: No connection\. Next try around/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(onRetryNow).toHaveBeenCalledTimes(1);
  });

  it('discards a refused submission only after confirmation', async () => {
    const onDiscard = vi.fn();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    render(<SubmissionStatus item={queuedItem({ state: 'failed', lastError: 'No' })} onDiscard={onDiscard} noun="this message" />);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Discard this message?'));
    expect(onDiscard).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('speaks Hindi on a Hindi page, the device’s and the server’s reasons included', async () => {
    await loadCatalogues('hi');
    const inHindi = (item: Parameters<typeof SubmissionStatus>[0]['item']) => (
      <LanguageContext value="hi">
        <SubmissionStatus item={item} onRetryNow={() => undefined} onDiscard={() => undefined} />
      </LanguageContext>
    );
    const { rerender } = render(inHindi(queuedItem({ state: 'queued', lastError: 'Our server is busy right now.', nextAttemptAt: 0 })));
    expect(screen.getByRole('status')).toHaveTextContent('पिछली कोशिश: हमारा सर्वर अभी व्यस्त है।');
    expect(screen.getByRole('button', { name: 'अभी फिर से भेजें' })).toBeInTheDocument();

    rerender(inHindi(queuedItem({ state: 'failed', lastError: 'Too many requests. Please wait a minute and try again.', fieldErrors: null })));
    expect(screen.getByRole('status')).toHaveTextContent('ध्यान देने की ज़रूरत है: बहुत सारी कोशिशें हो गईं। कृपया एक मिनट रुककर फिर से कोशिश करें।');

    // A reason this version does not know is shown as the server gave it.
    rerender(inHindi(queuedItem({ state: 'failed', lastError: 'A reason from a newer server', fieldErrors: null })));
    expect(screen.getByRole('status')).toHaveTextContent('ध्यान देने की ज़रूरत है: A reason from a newer server');
    expect(screen.getByRole('button', { name: 'हटा दें' })).toBeInTheDocument();
  });
});
