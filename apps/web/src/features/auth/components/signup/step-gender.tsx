import { GENDERS } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '@dating/ui';
import { LOOKING_FOR } from '../../lib/sexuality';
import type { SignupForm } from './use-signup-form';

/** Step 0: "I am a …" and "looking for …"; the sexuality is derived from both. */
export function StepGender({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const { values, errors, update } = form;
  return (
    <>
      <fieldset className="choice-group" aria-describedby={errors.gender ? 'signup-gender-error' : undefined}>
        <legend>{t('signup.gender.iAm')}</legend>
        <div className="choices">
          {GENDERS.map((gender) => (
            <label key={gender} className="choice">
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={values.gender === gender}
                onChange={() => update('gender', gender)}
                aria-invalid={errors.gender ? true : undefined}
              />
              <span>{t(`signup.gender.${gender}`)}</span>
            </label>
          ))}
        </div>
        <FieldMessage id="signup-gender" error={errors.gender} />
      </fieldset>
      <fieldset className="choice-group" aria-describedby={errors.sexuality ? 'signup-looking-for-error' : undefined}>
        <legend>{t('signup.gender.lookingFor')}</legend>
        <div className="choices">
          {LOOKING_FOR.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="lookingFor"
                value={option}
                checked={values.lookingFor === option}
                onChange={() => update('lookingFor', option)}
                aria-invalid={errors.sexuality ? true : undefined}
              />
              <span>{t(`signup.gender.seeks.${option}`)}</span>
            </label>
          ))}
        </div>
        <FieldMessage id="signup-looking-for" error={errors.sexuality} />
      </fieldset>
    </>
  );
}
