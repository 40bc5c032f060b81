import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoaded } from './use-loaded';

afterEach(() => vi.restoreAllMocks());

describe('useLoaded', () => {
  it('loads nothing until warmed or asked, then keeps what arrived', async () => {
    const load = vi.fn(async () => ({ name: 'schemas' }));
    const { result, rerender } = renderHook(() => useLoaded(load));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    result.current.warm();
    result.current.warm();
    await waitFor(() => expect(result.current.current).toEqual({ name: 'schemas' }));
    rerender();
    await expect(result.current.get()).resolves.toEqual({ name: 'schemas' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers null when it cannot load, and tries again when asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return 42;
    });
    const { result } = renderHook(() => useLoaded(load));
    await expect(result.current.get()).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(result.current.current).toBeNull();
    online = true;
    await expect(result.current.get()).resolves.toBe(42);
    expect(result.current.current).toBe(42);
  });
});
