// @vitest-environment jsdom
// (localStorage is the point of this module; Node has none.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseNameOf, dropChange, holdsChange, keepChange, pendingChange, settleChange } from './pending-changes';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a change kept until IndexedDB has it', () => {
  it('is in localStorage as soon as it is kept, and reads back as it was', () => {
    const kept = keepChange('saathi', 'drafts', 'contact', { fullName: 'Asha' }, 1_000);
    expect(kept).not.toBeNull();
    expect(localStorage.length).toBe(1);
    expect(pendingChange('saathi', 'drafts', 'contact')).toEqual({ value: { fullName: 'Asha' }, at: 1_000, kept });
    expect(pendingChange('saathi', 'drafts', 'individual')).toBeNull();
  });

  it('goes once settled, but a later change made meanwhile stays', () => {
    const first = keepChange('saathi', 'drafts', 'contact', { fullName: 'A' }, 1_000);
    const second = keepChange('saathi', 'drafts', 'contact', { fullName: 'As' }, 1_001);
    settleChange(first);
    expect(pendingChange('saathi', 'drafts', 'contact')?.value).toEqual({ fullName: 'As' });
    settleChange(second);
    expect(pendingChange('saathi', 'drafts', 'contact')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('is dropped on request, or only when a row written at a given time supersedes it', () => {
    keepChange('saathi', 'drafts', 'contact', { fullName: 'Asha' }, 2_000);
    dropChange('saathi', 'drafts', 'contact', 1_999);
    expect(pendingChange('saathi', 'drafts', 'contact')).not.toBeNull();
    dropChange('saathi', 'drafts', 'contact', 2_000);
    expect(pendingChange('saathi', 'drafts', 'contact')).toBeNull();

    keepChange('saathi', 'assessmentProgress', 'anxiety', { answers: [2] }, 3_000);
    dropChange('saathi', 'assessmentProgress', 'anxiety');
    expect(localStorage.length).toBe(0);
  });

  it('tells, per form or test and per database, whether anything waits', () => {
    expect(holdsChange('saathi', 'anxiety')).toBe(false);
    keepChange('saathi', 'assessmentProgress', 'anxiety', { answers: [2] }, 1);
    keepChange('saathi', 'drafts', 'contact', { fullName: 'Asha' }, 1);
    expect(holdsChange('saathi', 'anxiety')).toBe(true);
    expect(holdsChange('saathi', 'contact')).toBe(true);
    expect(holdsChange('saathi', 'individual')).toBe(false);
    expect(holdsChange('saathi-test-1', 'contact')).toBe(false);
    expect(databaseNameOf(undefined)).toBe('saathi');
    expect(databaseNameOf({ name: 'saathi-test-1' })).toBe('saathi-test-1');
  });

  it('forgets a damaged entry instead of reading it back', () => {
    const kept = keepChange('saathi', 'drafts', 'contact', { fullName: 'Asha' }, 1);
    localStorage.setItem(kept!.storageKey, '{"value": "no time"}');
    expect(pendingChange('saathi', 'drafts', 'contact')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('leaves the change to IndexedDB alone when localStorage refuses it (full, blocked), without throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
    });
    expect(keepChange('saathi', 'drafts', 'contact', { fullName: 'Asha' }, 1)).toBeNull();
    vi.restoreAllMocks();

    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(keepChange('saathi', 'drafts', 'contact', { fullName: 'Asha' }, 1)).toBeNull();
    expect(pendingChange('saathi', 'drafts', 'contact')).toBeNull();
    expect(holdsChange('saathi', 'contact')).toBe(false);
    expect(() => dropChange('saathi', 'drafts', 'contact')).not.toThrow();
  });
});
