import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompt, captureInstallPrompt } from './InstallPrompt';

function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, { prompt: vi.fn(async () => {}), userChoice: Promise.resolve({ outcome }) });
}

let stop: () => void;

beforeEach(() => {
  localStorage.clear();
  stop = captureInstallPrompt(window);
});

afterEach(() => stop());

describe('InstallPrompt', () => {
  it('appears only when the browser offers installation', () => {
    render(<InstallPrompt />);
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    const event = offer('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeInTheDocument();
  });

  it('shows the browser’s dialog on Install the app, then goes away', async () => {
    render(<InstallPrompt />);
    const event = offer('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('remembers Not now', async () => {
    const first = render(<InstallPrompt />);
    act(() => {
      window.dispatchEvent(offer('accepted'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    first.unmount();

    render(<InstallPrompt />);
    act(() => {
      window.dispatchEvent(offer('accepted'));
    });
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });
});
