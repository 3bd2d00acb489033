import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PHOTO_MEGABYTES, checkPhotoFile, operatorPhoto } from '@dating/contracts';
import { FormAlert } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

/** A temporary address for the chosen file's preview, given back when another file is chosen or the view closes. */
function usePreviewUrl() {
  const current = useRef<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (current.current && URL.revokeObjectURL(current.current)), []);
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show] as const;
}

/**
 * A new photo as the chat-pal's answer, for this conversation only (not added to the chat-pal's
 * profile): the member sees it blurred until unlocking it for photo credits. The file is checked here
 * (an image, at most 10 MB) and again by the server; a preview shows what goes out.
 */
export function NewPhotoAnswer({ conversationId, palName, disabled, onSent }: { conversationId: number; palName: string; disabled: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, showPreview] = usePreviewUrl();
  const send = useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData();
      form.append('photo', photo);
      return api.callStrict(operatorPhoto, { query: { conversation_id: conversationId }, formData: form });
    },
    onSuccess: onSent,
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    send.reset();
    const wrong = chosen && checkPhotoFile(chosen);
    setProblem(wrong ? (wrong === 'tooLarge' ? t('errors:code.photo_too_large', { megabytes: MAX_PHOTO_MEGABYTES }) : t('errors:code.photo_invalid')) : null);
    setFile(wrong ? null : chosen);
    showPreview(wrong ? null : chosen);
  };
  const message = problem ?? (send.error ? errorMessage(t, send.error) : null);

  return (
    <fieldset className="new-photo-answer">
      <legend>{t('queue.newPhotoLegend')}</legend>
      <p className="muted small">{t('queue.newPhotoHint')}</p>
      <div className="field">
        <label htmlFor="answer-photo">{t('queue.newPhotoLabel', { pal: palName })}</label>
        <input id="answer-photo" type="file" accept="image/*" onChange={choose} disabled={send.isPending} aria-invalid={problem ? true : undefined} />
      </div>
      {preview && <img src={preview} alt={t('queue.newPhotoPreview')} className="new-photo-preview" />}
      {send.isPending && (
        <p role="status" className="small">
          <progress aria-label={t('queue.newPhotoSending')} /> {t('queue.newPhotoSending')}
        </p>
      )}
      <FormAlert message={message} />
      <button type="button" className="btn btn-secondary" disabled={disabled || send.isPending || !file} onClick={() => file && send.mutate(file)}>
        {t('queue.newPhotoSend')}
      </button>
    </fieldset>
  );
}
