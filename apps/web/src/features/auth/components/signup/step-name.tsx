import { TextField } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../lib/signup-validation';
import type { SignupForm } from './use-signup-form';

/** Step 2: the profile name other members see. */
export function StepName({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const { values, errors, update } = form;
  return (
    <TextField
      id="signup-name"
      label={t('signup.name.label')}
      hint={t('signup.name.hint')}
      error={errors.name}
      value={values.name}
      onChange={(event) => update('name', event.target.value)}
      autoComplete="nickname"
      maxLength={NAME_MAX_LENGTH + 10}
    />
  );
}
