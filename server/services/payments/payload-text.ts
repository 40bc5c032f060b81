/**
 * A field of a stored booking or registration as text. Payloads are what a visitor sent
 * (validated when they sent it, but older rows and staff edits may lack a field), so a
 * missing or non-string value reads as ''.
 */
export function payloadText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
