/** What the site accepts as an e-mail address before asking the server (signup, login help, e-mail change, complaints). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** What is wrong with an e-mail address as typed (trimmed by the caller), named like the i18n keys. */
export function emailProblem(email: string): 'emailRequired' | 'emailInvalid' | null {
  if (!email) return 'emailRequired';
  return EMAIL_PATTERN.test(email) ? null : 'emailInvalid';
}
