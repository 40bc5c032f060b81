// Plain rules of phone inputs, without zod: every form's page uses them while typing.

/** What a phone input keeps while typing: digits only, at most 10 (spec §5). */
export function keepPhoneDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 10);
}
