import type { OwnProfile } from '@dating/contracts';
import { Alert, TextareaField, useFocusInvalid } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX_LENGTH } from '../lib/profile-values';
import { AboutFields } from './about-fields';
import { AppearanceFields } from './appearance-fields';
import { InterestsField } from './interests-field';
import { LocationFields } from './location-fields';
import { useProfileForm } from './use-profile-form';

/** Every field of the own profile; saving sends only what changed. */
export function ProfileForm({ profile, email }: { profile: OwnProfile; email: string }) {
  const { t } = useTranslation('members');
  const { ref, focusInvalid } = useFocusInvalid();
  const form = useProfileForm(profile, email, focusInvalid);
  const { values, errors, update } = form;

  return (
    <form
      ref={ref}
      className="profile-form"
      noValidate
      aria-labelledby="profile-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <h2 id="profile-form-title">{t('editor.title')}</h2>
      <p className="field-hint">{t('editor.intro')}</p>
      {form.generalError ? (
        <Alert tone="danger" live>
          {form.generalError}
        </Alert>
      ) : null}
      <AboutFields form={form} />
      <LocationFields form={form} />
      <AppearanceFields form={form} />
      <InterestsField form={form} />
      <fieldset className="editor-section">
        <legend className="editor-legend">{t('editor.sections.description')}</legend>
        <TextareaField
          id="profile-description"
          label={t('fields.description')}
          hint={t('editor.descriptionHint')}
          value={values.description}
          maxLength={DESCRIPTION_MAX_LENGTH}
          counter={t('counter', { used: values.description.length, max: DESCRIPTION_MAX_LENGTH })}
          onChange={(event) => update({ description: event.target.value })}
          error={errors.description}
          rows={6}
        />
      </fieldset>
      <div className="form-actions form-actions-sticky">
        <p role="status" className="settings-status">
          {form.status === 'unchanged' ? t('editor.unchanged') : null}
        </p>
        <button type="submit" className="btn btn-primary" disabled={form.saving}>
          {form.saving ? t('editor.saving') : t('editor.save')}
        </button>
      </div>
    </form>
  );
}
