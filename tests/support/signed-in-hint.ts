// The screens' view of a staff sign-in: the readable hint cookie the server sets beside the
// session (src/services/staff-session.ts reads it before it asks /api/auth/me).

/** Sets or clears the hint; a test that sets it clears it after itself (`signedInHint(false)`). */
export function signedInHint(on: boolean): void {
  document.cookie = on ? 'saathi_signed_in=1; path=/' : 'saathi_signed_in=; path=/; max-age=0';
}
