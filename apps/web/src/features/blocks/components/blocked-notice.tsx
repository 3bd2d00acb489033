import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useUnblockMember } from '@/features/blocks/api/unblock-member';

/** Shown when the viewer blocked this member: say so, and offer to lift the block. */
export function BlockedNotice({ profileId, name }: { profileId: number; name: string }) {
  const { t } = useTranslation('members');
  const unblock = useUnblockMember();
  return (
    <Alert tone="warning">
      <p>{t('blocks.youBlocked', { name })}</p>
      <button type="button" className="btn btn-secondary btn-small" disabled={unblock.isPending} onClick={() => unblock.mutate(profileId)}>
        {t('blocks.unblock')}
      </button>
      {unblock.error ? <p className="text-danger">{userMessage(unblock.error, t('blocks.failed'))}</p> : null}
    </Alert>
  );
}
