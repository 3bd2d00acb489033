import type { OwnPhoto } from '@dating/contracts';
import { useTranslation } from 'react-i18next';

interface PhotoItemProps {
  photo: OwnPhoto;
  position: number;
  busy: boolean;
  onMakeMain: () => void;
  onDelete: () => void;
}

/** One own photo: thumbnail, moderation status, main marker, and its actions. */
export function PhotoItem({ photo, position, busy, onMakeMain, onDelete }: PhotoItemProps) {
  const { t } = useTranslation('photos');
  const name = t('photos.photoNumber', { number: position });
  return (
    <li className="photo-item">
      <div className="photo-item-image">
        <img src={photo.thumb_url} alt={name} loading="lazy" width={160} height={160} />
        {photo.main ? <span className="photo-main-marker">{t('photos.main')}</span> : null}
      </div>
      <p className="photo-item-status">
        <span className={`status-badge status-${photo.status}`}>{t(`photos.status.${photo.status}`)}</span>
      </p>
      {photo.status === 'rejected' ? (
        <div className="field-hint photo-item-rejection">
          <p>{t('photos.rejectedHint')}</p>
          {photo.rejection ? <p>{t('photos.rejectedReason', { reason: t(`photos.rejectionReasons.${photo.rejection.reason}`) })}</p> : null}
          {photo.rejection?.note ? <p>{t('photos.rejectedNote', { note: photo.rejection.note })}</p> : null}
        </div>
      ) : null}
      <div className="photo-item-actions">
        {!photo.main && photo.status !== 'rejected' ? (
          <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={onMakeMain} aria-label={t('photos.makeMainLabel', { photo: name })}>
            {t('photos.makeMain')}
          </button>
        ) : null}
        <button type="button" className="btn btn-danger-outline btn-small" disabled={busy} onClick={onDelete} aria-label={t('photos.deleteLabel', { photo: name })}>
          {t('photos.delete')}
        </button>
      </div>
    </li>
  );
}
