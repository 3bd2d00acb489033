import { isApiError, userMessage } from './client';

/** What a failed form submission shows: messages under known fields, and/or one above the form. */
export interface FormErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  general: string | null;
}

/**
 * Splits a failed call into field messages (the server's translated `fields`, for the fields
 * this form has) and a general message (anything else, or the fallback when nothing useful came).
 */
export function formErrors<F extends string>(error: unknown, formFields: readonly F[], fallback: string): FormErrors<F> {
  const fields: Partial<Record<F, string>> = {};
  const serverFields = isApiError(error) && error.fromServer ? (error.body.fields ?? {}) : {};
  let unplaced = false;
  for (const [field, message] of Object.entries(serverFields)) {
    if ((formFields as readonly string[]).includes(field)) fields[field as F] = message;
    else unplaced = true;
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, general: placed && !unplaced ? null : userMessage(error, fallback) };
}
