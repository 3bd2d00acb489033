import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { useOwnProfile } from '../api/get-own-profile';
import { ProfileForm } from './profile-form';

/**
 * The "Profile" tab of /profile: the photos (the photos feature's manager, handed in by the app)
 * and every field of the own profile.
 */
export function ProfileEditor({ photos }: { photos: ReactNode }) {
  const { t } = useTranslation('members');
  const user = useCurrentUser();
  const profile = useOwnProfile();

  return (
    <div className="profile-editor">
      {photos}
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
