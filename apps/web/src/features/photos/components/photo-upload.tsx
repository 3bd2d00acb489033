import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast';
import { useUploadPhoto } from '../api/upload-photo';
import { MAX_PHOTO_MEGABYTES, checkPhotoFile } from '../lib/photo-rules';

/** A file input styled as a button; the photo is sent as soon as it is chosen. */
export function PhotoUpload({ full }: { full: boolean }) {
  const { t } = useTranslation('photos');
  const upload = useUploadPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? (upload.error ? userMessage(upload.error, t('photos.uploadFailed')) : null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const found = checkPhotoFile(file);
    setProblem(found ? t(`photos.problem.${found}`, { megabytes: MAX_PHOTO_MEGABYTES }) : null);
    if (!found) upload.mutate(file, { onSuccess: () => showToast(t('photos.uploaded')) });
  };

  return (
    <div className="photo-upload">
      <div className={`file-button ${full || upload.isPending ? 'file-button-disabled' : ''}`}>
        <input
          id="photo-upload"
          type="file"
          accept="image/*"
          className="file-input"
          disabled={full || upload.isPending}
          aria-describedby="photo-upload-hint"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor="photo-upload" className="btn btn-primary">
          <span className="icon-plus" aria-hidden="true" />
          {upload.isPending ? t('photos.uploading') : t('photos.add')}
        </label>
      </div>
      <p id="photo-upload-hint" className="field-hint">
        {t('photos.hint', { megabytes: MAX_PHOTO_MEGABYTES })}
      </p>
      {error ? (
        <Alert tone="danger" live>
          <p>{error}</p>
        </Alert>
      ) : null}
    </div>
  );
}
