// Small readers for API answers. Hand-written rather than zod: the pages that use them,
// the home page among them, should not pay for a schema library.
import { ApiError } from './api';
/**
 * The answer arrived (2xx) but its body is unusable. A non-zero status keeps views from
 * mistaking it for a network failure, which `ApiError` marks with status 0.
 */
export function invalidAnswer(message: string): ApiError {
  return new ApiError(message, 200);
}

export function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

export function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}
