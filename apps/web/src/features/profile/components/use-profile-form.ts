import { formErrors } from '@dating/api-client';
import type { OwnProfile } from '@dating/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings/site-settings';
import { showToast } from '@/lib/toast';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PROFILE_FIELDS, changedFields, checkProfile, valuesOf, type ProfileField, type ProfileValues } from '../lib/profile-values';

export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

/**
 * State and actions of the own-profile form: values, messages per field, and saving what changed.
 * `focusInvalid` moves focus to the first field with a message once they are shown.
 */
export function useProfileForm(profile: OwnProfile, email: string, focusInvalid: () => void) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const save = useUpdateOwnProfile();
  const [initial, setInitial] = useState(() => valuesOf(profile));
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<ProfileFieldErrors>({});
  const [status, setStatus] = useState<'unchanged' | null>(null);
  const server = save.error ? formErrors(save.error, PROFILE_FIELDS, t('editor.saveFailed')) : null;

  const errors: ProfileFieldErrors = { ...server?.fields, ...problems };

  function update(patch: Partial<ProfileValues>) {
    setValues((previous) => ({ ...previous, ...patch }));
    setProblems((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(patch)) delete next[key as ProfileField];
      return next;
    });
    setStatus(null);
    if (save.isError) save.reset();
  }

  function submit() {
    const found = checkProfile(values, { email, minAge: settings.min_age, today: new Date() });
    const texts: ProfileFieldErrors = {};
    for (const [field, problem] of Object.entries(found)) {
      texts[field as ProfileField] = t(`editor.validation.${problem}`, { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH, min_age: settings.min_age });
    }
    setProblems(texts);
    if (Object.keys(texts).length > 0) return focusInvalid();
    const body = changedFields(initial, values);
    if (Object.keys(body).length === 0) return setStatus('unchanged');
    save.mutate(body, {
      onSuccess: (saved) => {
        const next = valuesOf(saved);
        setInitial(next);
        setValues(next);
        showToast(t('editor.saved'));
      },
      onError: focusInvalid,
    });
  }

  return { values, errors, generalError: server?.general ?? null, status, saving: save.isPending, update, submit };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
