/** A `tel:` address from a phone number as people write it ("+91 98765 43210" -> "tel:+919876543210"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email.trim()}`;
}
