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
