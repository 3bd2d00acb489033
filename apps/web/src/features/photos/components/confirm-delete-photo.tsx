import type { OwnPhoto } from '@dating/contracts';
import { Modal } from '@dating/ui';
import { useTranslation } from 'react-i18next';

interface ConfirmDeletePhotoProps {
  photo: OwnPhoto | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete this photo?" before anything is removed; deleting cannot be undone. */
export function ConfirmDeletePhoto({ photo, deleting, onConfirm, onCancel }: ConfirmDeletePhotoProps) {
  const { t } = useTranslation('photos');
  const { t: tm } = useTranslation('members');
  return (
    <Modal open={photo !== null} labelledBy="delete-photo-title" onClose={onCancel} dismissible={!deleting}>
      <h2 id="delete-photo-title">{t('photos.confirmTitle')}</h2>
      {photo ? <img className="confirm-photo" src={photo.thumb_url} alt="" width={120} height={120} /> : null}
      <p>{photo?.main ? t('photos.confirmTextMain') : t('photos.confirmText')}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={deleting} autoFocus>
          {tm('cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? t('photos.deleting') : t('photos.confirmDelete')}
        </button>
      </div>
    </Modal>
  );
}
