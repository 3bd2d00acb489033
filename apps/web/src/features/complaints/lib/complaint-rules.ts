import type { COMPLAINT_CATEGORIES } from '@dating/contracts';
import { emailProblem } from '@/lib/validation';

export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const TEXT_MIN_LENGTH = 10;
export const TEXT_MAX_LENGTH = 5000;

/** A profile id from ?profile=, or null when there is none or it is not a valid id. */
export function profileIdFrom(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export interface ComplaintValues {
  category: ComplaintCategory | '';
  text: string;
  email: string;
}

export type ComplaintProblem = 'categoryRequired' | 'textTooShort' | 'emailRequired' | 'emailInvalid';

/** Checks before sending; visitors must leave an e-mail address for the answer. */
export function checkComplaint(values: ComplaintValues, visitor: boolean): Partial<Record<keyof ComplaintValues, ComplaintProblem>> {
  const problems: Partial<Record<keyof ComplaintValues, ComplaintProblem>> = {};
  if (!values.category) problems.category = 'categoryRequired';
  if (values.text.trim().length < TEXT_MIN_LENGTH) problems.text = 'textTooShort';
  if (visitor) {
    const email = emailProblem(values.email.trim());
    if (email) problems.email = email;
  }
  return problems;
}
