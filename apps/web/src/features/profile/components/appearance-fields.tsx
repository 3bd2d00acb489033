import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, RELATIONSHIP_STATUSES, SIGNUP_REASONS, TATTOOS } from '@dating/contracts';
import { SelectField, type SelectOption } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import type { ProfileValues } from '../lib/profile-values';
import type { ProfileForm } from './use-profile-form';

type ChoiceField = 'hair_colour' | 'eye_colour' | 'body_type' | 'relationship_status' | 'tattoos' | 'signup_reason';

/** Looks, relationship status, tattoos and why the member is here: optional choices. */
export function AppearanceFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('members');
  const { t: tr } = useTranslation('reference');
  const { values, errors, update } = form;
  const choices: { field: ChoiceField; label: string; options: SelectOption[] }[] = [
    { field: 'hair_colour', label: t('fields.hairColour'), options: HAIR_COLOURS.map((value) => ({ value, label: tr(`hairColour.${value}`) })) },
    { field: 'eye_colour', label: t('fields.eyeColour'), options: EYE_COLOURS.map((value) => ({ value, label: tr(`eyeColour.${value}`) })) },
    { field: 'body_type', label: t('fields.bodyType'), options: BODY_TYPES.map((value) => ({ value, label: tr(`bodyType.${value}`) })) },
    {
      field: 'relationship_status',
      label: t('fields.relationshipStatus'),
      options: RELATIONSHIP_STATUSES.map((value) => ({ value, label: tr(`relationshipStatus.${value}`) })),
    },
    { field: 'tattoos', label: t('fields.tattoos'), options: TATTOOS.map((value) => ({ value, label: tr(`tattoos.${value}`) })) },
    {
      field: 'signup_reason',
      label: t('fields.signupReason'),
      options: SIGNUP_REASONS.map((value) => ({ value, label: tr(`signupReason.${value}`) })),
    },
  ];

  return (
    <fieldset className="editor-section">
      <legend className="editor-legend">{t('editor.sections.appearance')}</legend>
      <div className="field-grid">
        {choices.map(({ field, label, options }) => (
          <SelectField
            key={field}
            id={`profile-${field.replaceAll('_', '-')}`}
            label={label}
            options={options}
            emptyLabel={t('notSaid')}
            value={values[field]}
            onChange={(event) => update({ [field]: event.target.value } as Partial<ProfileValues>)}
            error={errors[field]}
          />
        ))}
      </div>
    </fieldset>
  );
}
