import type { DeleteReason } from '@dating/contracts';

/** The steps of deleting an account: why and password, the retention offer, the final click. */
export type DeleteStep = 'form' | 'offer' | 'confirm';

/** After the form: the retention offer when the company gives a discount for staying, else confirm. */
export function stepAfterForm(deleteDiscount: number | null | undefined): DeleteStep {
  return (deleteDiscount ?? 0) > 0 ? 'offer' : 'confirm';
}

export interface DeleteValues {
  reason: DeleteReason | '';
  remarks: string;
  password: string;
}

export type DeleteField = 'reason' | 'remarks' | 'password';
export type DeleteProblem = 'reasonRequired' | 'passwordRequired' | 'remarksTooLong';

/** The contract allows remarks of up to 2000 characters. */
export const REMARKS_MAX_LENGTH = 2_000;

export function checkDeleteValues(values: DeleteValues): Partial<Record<DeleteField, DeleteProblem>> {
  const problems: Partial<Record<DeleteField, DeleteProblem>> = {};
  if (!values.reason) problems.reason = 'reasonRequired';
  if (values.remarks.trim().length > REMARKS_MAX_LENGTH) problems.remarks = 'remarksTooLong';
  if (!values.password) problems.password = 'passwordRequired';
  return problems;
}
