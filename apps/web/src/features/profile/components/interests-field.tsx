import type { Interest } from '@dating/contracts';
import { FieldMessage } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings/site-settings';
import type { ProfileForm } from './use-profile-form';

/** The site's interests as a group of checkboxes. */
export function InterestsField({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('members');
  const { t: tr } = useTranslation('reference');
  const settings = useSettings();
  const { values, errors, update } = form;
  const chosen = new Set(values.interests);

  const toggle = (interest: Interest, on: boolean) =>
    update({ interests: on ? [...values.interests, interest] : values.interests.filter((item) => item !== interest) });

  return (
    <fieldset
      className="editor-section"
      aria-describedby={['profile-interests-hint', errors.interests ? 'profile-interests-error' : null].filter(Boolean).join(' ')}
    >
      <legend className="editor-legend">{t('fields.interests')}</legend>
      <p id="profile-interests-hint" className="field-hint">
        {t('editor.interestsHint', { chosen: chosen.size })}
      </p>
      <div className="interest-choices">
        {settings.interests.map((interest) => (
          <label key={interest} className="interest-choice">
            <input type="checkbox" checked={chosen.has(interest)} onChange={(event) => toggle(interest, event.target.checked)} />
            <span>{tr(`interests.${interest}`)}</span>
          </label>
        ))}
      </div>
      <FieldMessage id="profile-interests" error={errors.interests} />
    </fieldset>
  );
}
