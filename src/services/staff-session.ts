import { useEffect, useState } from 'react';
import { isRecord } from '../domain/is-record';
import { isStaffRole, type StaffRole } from '../domain/staff';

// Who is signed in as staff, for the footer and the admin screens. The server decides
// everything; this only mirrors it. A readable hint cookie says whether a session may
// exist, so public pages never ask the server for the many visitors without one.

export type StaffUser = { username: string; role: StaffRole };
export type StaffState = { state: 'checking' } | { state: 'signed-out' } | { state: 'signed-in'; user: StaffUser };

const CHANGED = 'saathi:staff-session-changed';
const HINT = /(?:^|;\s*)saathi_signed_in=1(?:;|$)/;

export function mayBeSignedIn(): boolean {
  return typeof document !== 'undefined' && HINT.test(document.cookie);
}

/** Tell every mounted useStaffSession (footer, guard) that the session changed. */
export function announceStaffSessionChange(): void {
  window.dispatchEvent(new Event(CHANGED));
}

function readUser(body: unknown): StaffUser | undefined {
  if (!isRecord(body) || typeof body.username !== 'string') return undefined;
  return isStaffRole(body.role) ? { username: body.username, role: body.role } : undefined;
}

export async function fetchStaffSession(signal?: AbortSignal): Promise<StaffState> {
  if (!mayBeSignedIn()) return { state: 'signed-out' };
  const response = await fetch('/api/auth/me', { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) return { state: 'signed-out' };
  const user = readUser(await response.json().catch(() => undefined));
  return user ? { state: 'signed-in', user } : { state: 'signed-out' };
}

export function useStaffSession(): StaffState {
  const [session, setSession] = useState<StaffState>(() => (mayBeSignedIn() ? { state: 'checking' } : { state: 'signed-out' }));
  useEffect(() => {
    let controller = new AbortController();
    const check = () => {
      controller.abort();
      controller = new AbortController();
      const current = controller;
      fetchStaffSession(current.signal).then(
        (next) => {
          if (!current.signal.aborted) setSession(next);
        },
        () => {
          if (!current.signal.aborted) setSession({ state: 'signed-out' });
        },
      );
    };
    check();
    window.addEventListener(CHANGED, check);
    return () => {
      controller.abort();
      window.removeEventListener(CHANGED, check);
    };
  }, []);
  return session;
}
