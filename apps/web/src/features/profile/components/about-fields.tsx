import { GENDERS, SEXUALITIES } from '@dating/contracts';
import { SelectField, TextField } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings/site-settings';
import { NAME_MAX_LENGTH } from '../lib/profile-values';
import type { ProfileForm } from './use-profile-form';

/** The latest date of birth of someone who is min_age today, as YYYY-MM-DD. */
function latestBirthDate(minAge: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getFullYear() - minAge, today.getMonth(), today.getDate()));
  return date.toISOString().slice(0, 10);
}

/** Name, gender, sexuality and date of birth. */
export function AboutFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('members');
  const { t: tr } = useTranslation('reference');
  const settings = useSettings();
  const { values, errors, update } = form;
  return (
    <fieldset className="editor-section">
      <legend className="editor-legend">{t('editor.sections.about')}</legend>
      <TextField
        id="profile-name"
        label={t('fields.name')}
        hint={t('editor.nameHint')}
        value={values.name}
        onChange={(event) => update({ name: event.target.value })}
        error={errors.name}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="nickname"
        required
      />
      <div className="field-row">
        <SelectField
          id="profile-gender"
          label={t('fields.gender')}
          options={GENDERS.map((value) => ({ value, label: tr(`gender.${value}`) }))}
          emptyLabel={values.gender ? undefined : t('choose')}
          value={values.gender}
          onChange={(event) => update({ gender: event.target.value as ProfileForm['values']['gender'] })}
          error={errors.gender}
        />
        <SelectField
          id="profile-sexuality"
          label={t('fields.sexuality')}
          options={SEXUALITIES.map((value) => ({ value, label: tr(`sexuality.${value}`) }))}
          emptyLabel={values.sexuality ? undefined : t('choose')}
          value={values.sexuality}
          onChange={(event) => update({ sexuality: event.target.value as ProfileForm['values']['sexuality'] })}
          error={errors.sexuality}
        />
      </div>
      <TextField
        id="profile-birth-date"
        type="date"
        label={t('fields.dateOfBirth')}
        hint={t('editor.birthDateHint', { min_age: settings.min_age })}
        value={values.date_of_birth}
        max={latestBirthDate(settings.min_age)}
        min="1900-01-01"
        onChange={(event) => update({ date_of_birth: event.target.value })}
        error={errors.date_of_birth}
        autoComplete="bday"
        className="field-date"
      />
    </fieldset>
  );
}
