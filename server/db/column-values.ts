// Conversions between domain values and the text stored in SQLite columns.

/** Normalises any parseable date to ISO 8601 UTC, so text ordering in SQLite is time ordering. */
export function toIsoTimestamp(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date.toISOString();
}

export function toIsoTimestampOrNull(value: string | Date | null | undefined): string | null {
  return value === null || value === undefined ? null : toIsoTimestamp(value);
}

/** Empty or whitespace-only text counts as missing, so the default shows instead of a blank. */
export function orDefault(value: string | null, fallback: string): string {
  return value === null || value.trim() === '' ? fallback : value;
}
