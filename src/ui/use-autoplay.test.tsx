import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInterval, usePageVisible, useSlider } from './use-autoplay';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useInterval', () => {
  it('calls the latest callback every delay and stops with null', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ callback, delay }) => useInterval(callback, delay), {
      initialProps: { callback: first, delay: 2000 as number | null },
    });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(first).toHaveBeenCalledTimes(2);
    rerender({ callback: second, delay: 2000 });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(second).toHaveBeenCalledTimes(1);
    rerender({ callback: second, delay: null });
    act(() => {
      vi.advanceTimersByTime(10000);
    });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(2);
  });
});

describe('usePageVisible', () => {
  it('follows visibilitychange', () => {
    const { result } = renderHook(() => usePageVisible());
    expect(result.current).toBe(true);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe(false);
  });
});

describe('useSlider', () => {
  it('never autoplays a single slide and keeps the index in range when slides go away', () => {
    const { result, rerender } = renderHook(({ count }) => useSlider({ count, interval: 1000 }), {
      initialProps: { count: 3 },
    });
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    rerender({ count: 1 });
    expect(result.current.index).toBe(0);
    expect(result.current.canAutoplay).toBe(false);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.index).toBe(0);
  });

  it('can be used without autoplay', () => {
    const { result } = renderHook(() => useSlider({ count: 3, interval: 1000, autoplay: false }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(false);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
  });
});
