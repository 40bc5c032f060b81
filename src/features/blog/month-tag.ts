/** The light-blue month tag on blog cards: "Nov 2025" (IST, like the post dates). */
export function formatMonthTag(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
}
