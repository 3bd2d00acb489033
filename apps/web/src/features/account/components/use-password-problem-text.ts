import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type NewPasswordProblems } from '../lib/password-rules';

/** The messages of a new password's problems, keyed like the API's fields. */
export function usePasswordProblemText() {
  const { t } = useTranslation();
  return (problems: NewPasswordProblems): { password?: string; password_repeat?: string } => {
    const text: { password?: string; password_repeat?: string } = {};
    if (problems.password === 'required') text.password = t('account.validation.newPasswordRequired');
    if (problems.password === 'tooShort') text.password = t('account.validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    if (problems.password === 'tooLong') text.password = t('account.validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
    if (problems.password_repeat) text.password_repeat = t('account.validation.passwordsNotEqual');
    return text;
  };
}
