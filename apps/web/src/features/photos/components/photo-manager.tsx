import { userMessage } from '@dating/api-client';
import { PREMIUM_PHOTO_LIMIT, type OwnPhoto } from '@dating/contracts';
import { Alert } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditBundleOffer } from '@/components/credits/credit-bundle-offer';
import { LocalLink } from '@/lib/localized-path';
import { showToast } from '@/lib/toast';
import { useDeletePhoto } from '../api/delete-photo';
import { usePhotos } from '../api/get-photos';
import { useSetMainPhoto } from '../api/set-main-photo';
import { photosCounted } from '../lib/photo-rules';
import { ConfirmDeletePhoto } from './confirm-delete-photo';
import { PhotoItem } from './photo-item';
import { PhotoUpload } from './photo-upload';

/** The own photos: upload, moderation status, main photo, delete (each told by a toast); "x of limit" (3 free, 25 premium). */
export function PhotoManager() {
  const { t } = useTranslation('photos');
  const { t: tm } = useTranslation('members');
  const photos = usePhotos();
  const makeMain = useSetMainPhoto();
  const remove = useDeletePhoto();
  const [toDelete, setToDelete] = useState<OwnPhoto | null>(null);
  const list = photos.data?.photos ?? [];
  const limit = photos.data?.limit ?? 0;
  const counted = photosCounted(list);
  const full = photos.isSuccess && counted >= limit;
  const failed = (error: Error) => showToast(userMessage(error, t('photos.actionFailed')), 'error');

  return (
    <section className="card photo-manager" aria-labelledby="photos-title">
      <div className="section-header">
        <h2 id="photos-title">{t('photos.title')}</h2>
        {photos.isSuccess ? <p className="photo-count">{t('photos.count', { used: counted, limit })}</p> : null}
      </div>
      {photos.isPending ? <p role="status">{tm('loading')}</p> : null}
      {photos.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(photos.error, t('photos.loadFailed'))}</p>
        </Alert>
      ) : null}
      {photos.isSuccess ? (
        <>
          {list.length === 0 ? <p className="lead">{t('photos.empty')}</p> : null}
          {list.length > 0 ? (
            <ul className="photo-list">
              {list.map((photo, index) => (
                <PhotoItem
                  key={photo.id}
                  photo={photo}
                  position={index + 1}
                  busy={makeMain.isPending || remove.isPending}
                  onMakeMain={() => makeMain.mutate(photo.id, { onSuccess: () => showToast(t('photos.mainSet')), onError: failed })}
                  onDelete={() => setToDelete(photo)}
                />
              ))}
            </ul>
          ) : null}
          {full ? (
            <Alert tone="info">
              <p>
                {t('photos.full', { limit })}{' '}
                {limit < PREMIUM_PHOTO_LIMIT ? (
                  <LocalLink to="credits">{t('photos.premiumMore', { limit: PREMIUM_PHOTO_LIMIT })}</LocalLink>
                ) : null}
              </p>
              {limit < PREMIUM_PHOTO_LIMIT ? <CreditBundleOffer /> : null}
            </Alert>
          ) : null}
          <PhotoUpload full={full} />
        </>
      ) : null}
      <ConfirmDeletePhoto
        photo={toDelete}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, { onSuccess: () => showToast(t('photos.deleted')), onError: failed, onSettled: () => setToDelete(null) })
        }
      />
    </section>
  );
}
