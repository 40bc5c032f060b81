import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ICON_ROTATION_MS, SelfAssessmentTile } from './SelfAssessmentTile';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function activeIcon(container: HTMLElement) {
  return container.querySelector('[data-active]')?.getAttribute('data-active');
}

function renderTile() {
  return render(
    <MemoryRouter>
      <SelfAssessmentTile />
    </MemoryRouter>,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SelfAssessmentTile', () => {
  it('links to the self-assessment tools', () => {
    stubReducedMotion(false);
    renderTile();
    expect(screen.getByRole('link', { name: 'Self Assessment Tools' })).toHaveAttribute('href', '/Self-Assessment-Tool');
  });

  it('rotates depression, anxiety, schizophrenia every 2000 ms', () => {
    stubReducedMotion(false);
    const { container } = renderTile();
    expect(ICON_ROTATION_MS).toBe(2000);
    expect(activeIcon(container)).toBe('depression');
    advance(1999);
    expect(activeIcon(container)).toBe('depression');
    advance(1);
    expect(activeIcon(container)).toBe('anxiety');
    advance(2000);
    expect(activeIcon(container)).toBe('schizophrenia');
    advance(2000);
    expect(activeIcon(container)).toBe('depression');
  });

  it('keeps still for visitors who prefer reduced motion', () => {
    stubReducedMotion(true);
    const { container } = renderTile();
    advance(10_000);
    expect(activeIcon(container)).toBe('depression');
  });

  it('pauses while the tab is hidden and resumes when it is shown', () => {
    stubReducedMotion(false);
    const { container } = renderTile();
    advance(2000);
    expect(activeIcon(container)).toBe('anxiety');
    setVisibility('hidden');
    advance(10_000);
    expect(activeIcon(container)).toBe('anxiety');
    setVisibility('visible');
    advance(2000);
    expect(activeIcon(container)).toBe('schizophrenia');
  });

  it('stops its timer when unmounted', () => {
    stubReducedMotion(false);
    const { unmount } = renderTile();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
