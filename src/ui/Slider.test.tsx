import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

const ITEMS = ['Alpha', 'Beta', 'Gamma'] as const;

function renderSlider(interval = 4000) {
  return render(
    <Slider
      label="Test slides"
      items={ITEMS}
      interval={interval}
      getKey={(item) => item}
      renderSlide={(item) => <p>{item}</p>}
    />,
  );
}

function active(): string | null | undefined {
  return document.querySelector('[data-active="true"]')?.textContent;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function preferReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('Slider', () => {
  it('is a labelled carousel showing one slide at a time', () => {
    renderSlider();
    expect(screen.getByRole('region', { name: 'Test slides' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(active()).toBe('Alpha');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Alpha');
    // The other slides are hidden from assistive technology and keyboard.
    expect(screen.queryByRole('group', { name: '2 of 3' })).not.toBeInTheDocument();
    const slides = document.querySelectorAll('.slider__slide');
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
  });

  it('advances every interval and wraps around', () => {
    renderSlider(4000);
    advance(3999);
    expect(active()).toBe('Alpha');
    advance(1);
    expect(active()).toBe('Beta');
    advance(4000);
    expect(active()).toBe('Gamma');
    advance(4000);
    expect(active()).toBe('Alpha');
  });

  it('moves with previous and next, wrapping at both ends', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active()).toBe('Beta');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(active()).toBe('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(active()).toBe('Gamma');
  });

  it('jumps to a slide from its dot and marks that dot current', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(active()).toBe('Gamma');
    expect(screen.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('restarts the wait after a manual move', () => {
    renderSlider(4000);
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active()).toBe('Beta');
    advance(3000);
    expect(active()).toBe('Beta');
    advance(1000);
    expect(active()).toBe('Gamma');
  });

  it('rests while the tab is hidden and resumes when it is visible again', () => {
    renderSlider(3000);
    setVisibility('hidden');
    advance(30000);
    expect(active()).toBe('Alpha');
    setVisibility('visible');
    advance(3000);
    expect(active()).toBe('Beta');
  });

  it('pauses while hovered or focused', () => {
    renderSlider(4000);
    const carousel = screen.getByRole('region', { name: 'Test slides' });
    fireEvent.mouseEnter(carousel);
    advance(10000);
    expect(active()).toBe('Alpha');
    fireEvent.mouseLeave(carousel);
    advance(4000);
    expect(active()).toBe('Beta');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(10000);
    expect(active()).toBe('Beta');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    advance(4000);
    expect(active()).toBe('Gamma');
  });

  it('can be stopped and started with the pause button', () => {
    renderSlider(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slides' }));
    advance(20000);
    expect(active()).toBe('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slides' }));
    advance(4000);
    expect(active()).toBe('Beta');
  });

  it('does not move by itself when the visitor prefers reduced motion', () => {
    preferReducedMotion(true);
    renderSlider(4000);
    advance(60000);
    expect(active()).toBe('Alpha');
    expect(screen.queryByRole('button', { name: /automatic slides/ })).not.toBeInTheDocument();
    // Manual controls still work.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active()).toBe('Beta');
  });

  it('autoplays when reduced motion is not requested', () => {
    preferReducedMotion(false);
    renderSlider(4000);
    advance(4000);
    expect(active()).toBe('Beta');
  });

  it('announces slide changes politely only while not auto-rotating', () => {
    renderSlider();
    const viewport = document.querySelector('.slider__viewport');
    expect(viewport).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slides' }));
    expect(viewport).toHaveAttribute('aria-live', 'polite');
  });

  it('moves on a horizontal swipe', () => {
    renderSlider();
    const viewport = document.querySelector('.slider__viewport') as HTMLElement;
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 100, clientY: 105 });
    expect(active()).toBe('Beta');
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 200, clientY: 100 });
    expect(active()).toBe('Alpha');
  });
});
