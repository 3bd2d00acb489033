import { formErrors } from '@dating/api-client';
import { COMPLAINT_CATEGORIES } from '@dating/contracts';
import { Alert, SelectField, SubmitButton, TextareaField, TextField, useFocusInvalid } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileComplaint } from '../api/file-complaint';
import { TEXT_MAX_LENGTH, checkComplaint, type ComplaintCategory, type ComplaintValues } from '../lib/complaint-rules';

const FIELDS = ['category', 'text', 'email', 'profile_id'] as const;
type Field = (typeof FIELDS)[number];

interface ComplaintFormProps {
  visitor: boolean;
  profileId: number | null;
  onSent: () => void;
}

/** Category, what happened (with a counter) and, for visitors, an e-mail address for the answer. */
export function ComplaintForm({ visitor, profileId, onSent }: ComplaintFormProps) {
  const { t } = useTranslation('members');
  const send = useFileComplaint();
  const [values, setValues] = useState<ComplaintValues>({ category: profileId ? 'fake_profile' : '', text: '', email: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const { ref, focusInvalid } = useFocusInvalid();
  const server = send.error ? formErrors(send.error, FIELDS, t('complaints.failed')) : null;
  const errors = { ...server?.fields, ...problems };

  const set = (patch: Partial<ComplaintValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setProblems((previous) => ({ ...previous, ...Object.fromEntries(Object.keys(patch).map((key) => [key, undefined])) }));
  };

  return (
    <form
      ref={ref}
      noValidate
      className="complaint-form"
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkComplaint(values, visitor);
        const texts: Partial<Record<Field, string>> = {};
        for (const [field, problem] of Object.entries(found)) texts[field as Field] = t(`complaints.validation.${problem}`, { min: 10 });
        setProblems(texts);
        if (Object.keys(texts).length > 0) return focusInvalid();
        send.mutate(
          {
            category: values.category as ComplaintCategory,
            text: values.text.trim(),
            ...(profileId ? { profile_id: profileId } : {}),
            ...(visitor ? { email: values.email.trim() } : {}),
          },
          { onSuccess: onSent, onError: focusInvalid },
        );
      }}
    >
      {server?.general ? (
        <Alert tone="danger" live>
          <p>{server.general}</p>
        </Alert>
      ) : null}
      {errors.profile_id ? (
        <Alert tone="danger" live>
          <p>{errors.profile_id}</p>
        </Alert>
      ) : null}
      <SelectField
        id="complaint-category"
        label={t('complaints.category')}
        options={COMPLAINT_CATEGORIES.map((value) => ({ value, label: t(`complaints.categories.${value}`) }))}
        emptyLabel={t('choose')}
        value={values.category}
        onChange={(event) => set({ category: event.target.value as ComplaintCategory })}
        error={errors.category}
        required
      />
      <TextareaField
        id="complaint-text"
        label={t('complaints.text')}
        hint={t('complaints.textHint')}
        value={values.text}
        maxLength={TEXT_MAX_LENGTH}
        counter={t('counter', { used: values.text.length, max: TEXT_MAX_LENGTH })}
        onChange={(event) => set({ text: event.target.value })}
        error={errors.text}
        rows={7}
        required
      />
      {visitor ? (
        <TextField
          id="complaint-email"
          type="email"
          label={t('complaints.email')}
          hint={t('complaints.emailHint')}
          value={values.email}
          onChange={(event) => set({ email: event.target.value })}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
          required
        />
      ) : null}
      <div className="form-actions">
        <SubmitButton pending={send.isPending} label={t('complaints.send')} pendingLabel={t('complaints.sending')} />
      </div>
    </form>
  );
}
