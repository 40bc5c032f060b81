import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from './db';
import { useRefusalErrors } from './refusal-errors';
import { queuedItem } from '../../tests/support/device';

const refusedItem: OutboxItem = queuedItem({
  state: 'failed',
  lastStatus: 400,
  fieldErrors: { email: 'Please enter a valid email address', phoneNumber: 'Please enter a valid 10-digit phone number' },
});

describe('useRefusalErrors', () => {
  it('puts the form’s own message for a field before the server’s', () => {
    const { result } = renderHook(() => useRefusalErrors(refusedItem, { email: 'Email is required' }));
    expect(result.current.of('email')).toBe('Email is required');
    expect(result.current.of('phoneNumber')).toBe('Please enter a valid 10-digit phone number');
    expect(result.current.shown()).toEqual({ email: 'Email is required', phoneNumber: 'Please enter a valid 10-digit phone number' });
  });

  it('shows the server’s messages until the visitor edits the field, and all again after a reset', () => {
    const { result } = renderHook(({ refused }) => useRefusalErrors(refused, {}), { initialProps: { refused: refusedItem as OutboxItem | null } });
    expect(result.current.of('email')).toBe('Please enter a valid email address');
    expect(result.current.shown()).toEqual(refusedItem.fieldErrors);

    act(() => result.current.edited('email'));
    expect(result.current.of('email')).toBeUndefined();
    expect(result.current.shown()).toEqual({ phoneNumber: 'Please enter a valid 10-digit phone number' });

    act(() => result.current.reset());
    expect(result.current.of('email')).toBe('Please enter a valid email address');
  });

  it('has nothing to say, and remembers no edit, while nothing is refused', () => {
    const { result, rerender } = renderHook(({ refused }) => useRefusalErrors(refused, {}), { initialProps: { refused: null as OutboxItem | null } });
    expect(result.current.of('email')).toBeUndefined();
    expect(result.current.shown()).toEqual({});
    act(() => result.current.edited('email'));

    // An edit made before the refusal does not hide the refusal's message.
    rerender({ refused: refusedItem });
    expect(result.current.of('email')).toBe('Please enter a valid email address');
  });
});
