import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '@/components/member/fictional-badge';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';
import { showToast } from '@/lib/toast';
import { useBlockedMembers } from '../api/list-blocked';
import { useUnblockMember } from '../api/unblock-member';

/** The members this member blocked, each with an unblock button, told by a toast (for the account tab of /profile). */
export function BlockedList() {
  const { t } = useTranslation('members');
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  const list = blocked.data ?? [];

  return (
    <section className="card settings-section blocked-list" aria-labelledby="blocked-title">
      <h2 id="blocked-title">{t('blocks.listTitle')}</h2>
      <p className="field-hint">{t('blocks.listText')}</p>
      {blocked.isPending ? <p role="status">{t('loading')}</p> : null}
      {blocked.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(blocked.error, t('blocks.loadFailed'))}</p>
        </Alert>
      ) : null}
      {blocked.isSuccess && list.length === 0 ? <p>{t('blocks.none')}</p> : null}
      {list.length > 0 ? (
        <ul className="blocked-items">
          {list.map((profile) => (
            <li key={profile.id} className="blocked-item">
              <span className="blocked-photo">
                {profile.main_image ? <img src={profile.main_image.thumb} alt="" width={48} height={48} /> : <PhotoPlaceholder />}
              </span>
              <span className="blocked-name">{profile.name}</span>
              {profile.fictional ? <FictionalBadge /> : null}
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={unblock.isPending && unblock.variables === profile.id}
                onClick={() =>
                  unblock.mutate(profile.id, {
                    onSuccess: () => showToast(t('blocks.unblocked')),
                    onError: (error) => showToast(userMessage(error, t('blocks.failed')), 'error'),
                  })
                }
                aria-label={t('blocks.unblockName', { name: profile.name })}
              >
                {t('blocks.unblock')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
