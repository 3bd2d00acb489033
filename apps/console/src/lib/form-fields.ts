import { isApiError } from '@dating/api-client';

/** The server's message per field of a refused form (already in the console's language), or none. */
export function fieldMessages(error: unknown): Record<string, string> {
  return isApiError(error) && error.fromServer ? (error.body.fields ?? {}) : {};
}

/** A price in minor units as the admin reads and types it: 1995 is "19.95". */
export function toMajor(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** What the admin typed ("19.95", "19,95") in minor units; NaN when it is no amount (the server then says why). */
export function toMinor(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? Number.NaN : Math.round(value * 100);
}

/** An amount the admin typed ("12,50", "12.5", "12") in minor units; null when it is not a positive amount with at most two decimals. */
export function parseAmount(input: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}
