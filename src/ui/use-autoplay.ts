import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : null;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  if (!query) return () => {};
  if (typeof query.addEventListener === 'function') {
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  // Older Safari only knows the deprecated listener API.
  query.addListener(onChange);
  return () => query.removeListener(onChange);
}

/** True when the visitor asked their device for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** False while the tab is in the background, so timers can rest (and save a phone's battery). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/** Calls the latest `callback` every `delay` ms; `null` stops it. */
export function useInterval(callback: () => void, delay: number | null): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => {
    if (delay === null) return;
    const id = window.setInterval(() => latest.current(), delay);
    return () => window.clearInterval(id);
  }, [delay]);
}

export type SliderOptions = {
  count: number;
  /** Milliseconds each slide stays before the next one. */
  interval: number;
  /** Set false for a slider that only moves when asked. */
  autoplay?: boolean;
};

export type SliderState = {
  index: number;
  count: number;
  goTo: (index: number) => void;
  next: () => void;
  prev: () => void;
  /** Autoplay is wanted and allowed (more than one slide, and the visitor did not ask for less motion). */
  canAutoplay: boolean;
  /** The slides are moving by themselves right now. */
  playing: boolean;
  /** The visitor stopped the rotation with the pause button. */
  stopped: boolean;
  toggleStopped: () => void;
  /** Spread on the slider's root: hovering or focusing inside pauses the rotation. */
  pauseProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
};

/**
 * The state of an auto-advancing slider. It rests while the tab is hidden, while the pointer
 * or keyboard focus is inside it, after the visitor presses pause, and always when the
 * visitor prefers reduced motion. Moving by hand restarts the wait for the next slide.
 */
export function useSlider({ count, interval, autoplay = true }: SliderOptions): SliderState {
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();

  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;
  const canAutoplay = autoplay && !reducedMotion && count > 1;
  const playing = canAutoplay && !stopped && !hovered && !focused && visible;

  const goTo = useCallback((target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0), [count]);
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const prev = useCallback(() => goTo(index - 1), [goTo, index]);
  const toggleStopped = useCallback(() => setStopped((value) => !value), []);

  useEffect(() => {
    if (!playing) return;
    const id = window.setTimeout(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearTimeout(id);
  }, [playing, index, interval, count]);

  const pauseProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index, count, goTo, next, prev, canAutoplay, playing, stopped, toggleStopped, pauseProps };
}
