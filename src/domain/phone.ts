// Plain rules of phone numbers, without zod: every form's page uses them while typing, and
// staff screens and mails show them alike.

/** What a phone input keeps while typing: digits only, at most 10 (spec §5). */
export function keepPhoneDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 10);
}

/** A ten-digit number grouped 4-3-3 as spec §9 shows it; anything else as given, nothing as ''. */
export function groupPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}` : phone;
}
