import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/ui';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { PhotoManager } from '@/features/photos/components/photo-manager';
import { userMessage } from '@dating/api-client';
import { useOwnProfile } from '../api/get-own-profile';
import { ProfileForm } from './profile-form';

/** The "Profile" tab of /profile: the photos and every field of the own profile. */
export function ProfileEditor() {
  const { t } = useTranslation('members');
  const user = useCurrentUser();
  const profile = useOwnProfile();

  return (
    <div className="profile-editor">
      <PhotoManager />
      <section className="card">
        {profile.isPending ? <p role="status">{t('loading')}</p> : null}
        {profile.isError ? (
          <Alert tone="danger" live>
            <p>{userMessage(profile.error, t('editor.loadFailed'))}</p>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void profile.refetch()}>
              {t('retry')}
            </button>
          </Alert>
        ) : null}
        {profile.data ? <ProfileForm key={profile.data.id} profile={profile.data} email={user?.email ?? ''} /> : null}
      </section>
    </div>
  );
}
