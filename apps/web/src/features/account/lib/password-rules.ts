/** The bounds of the contract's Password (packages/contracts user.ts), checked before sending. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type NewPasswordProblem = 'required' | 'tooShort' | 'tooLong';
export interface NewPasswordProblems {
  password?: NewPasswordProblem;
  password_repeat?: 'notEqual';
}

/** A new password and its repetition: long enough, not too long, and the same twice. */
export function checkNewPassword(password: string, repeat: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (!password) problems.password = 'required';
  else if (password.length < PASSWORD_MIN_LENGTH) problems.password = 'tooShort';
  else if (password.length > PASSWORD_MAX_LENGTH) problems.password = 'tooLong';
  // The repetition only matters once the password itself is right.
  if (!problems.password && password !== repeat) problems.password_repeat = 'notEqual';
  return problems;
}
