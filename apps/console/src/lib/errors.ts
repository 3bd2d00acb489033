import type { TFunction } from 'i18next';
import { isApiError } from '@dating/api-client';

/** What to tell the staff member about a failed call, in the console's language (by the error's code). */
export function errorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.fromServer) {
    const key = `errors:code.${error.code}`;
    const text = t(key, { ...error.body, defaultValue: '' });
    if (text) return text;
  }
  return t('console:common.failed');
}
