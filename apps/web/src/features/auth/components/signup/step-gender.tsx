import { GENDERS } from '@dating/contracts';
import { ChoiceGroup } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { LOOKING_FOR } from '../../lib/sexuality';
import type { SignupForm } from './use-signup-form';

/** Step 0: "I am a …" and "looking for …"; the sexuality is derived from both. */
export function StepGender({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const { values, errors, update } = form;
  return (
    <>
      <ChoiceGroup
        id="signup-gender"
        name="gender"
        legend={t('signup.gender.iAm')}
        choices={GENDERS.map((gender) => ({ value: gender, label: t(`signup.gender.${gender}`) }))}
        value={values.gender}
        onChange={(gender) => update('gender', gender)}
        error={errors.gender}
      />
      <ChoiceGroup
        id="signup-looking-for"
        name="lookingFor"
        legend={t('signup.gender.lookingFor')}
        choices={LOOKING_FOR.map((option) => ({ value: option, label: t(`signup.gender.seeks.${option}`) }))}
        value={values.lookingFor}
        onChange={(option) => update('lookingFor', option)}
        error={errors.sexuality}
      />
    </>
  );
}
