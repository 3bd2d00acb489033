import { acknowledgeWarning, getWarnings } from '@dating/contracts';
import { Modal } from '@dating/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';
import { LocalLink } from '@/lib/localized-path';
import { warningsQueryKey as warningsKey } from '../warnings-query-key';

/**
 * A warning from the moderators (decision 051), in the member's language: shown once, on top of the
 * page, until the member confirms having read it; then the next one, if any. A warning given while the
 * member's tab is open arrives over the realtime socket and opens the dialog at once (decision 060).
 */
export function WarningDialog() {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: warningsKey, queryFn: () => api.callStrict(getWarnings), enabled: Boolean(user), staleTime: 60_000 });
  const read = useMutation({
    mutationFn: (id: number) => api.callStrict(acknowledgeWarning, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: warningsKey }),
  });
  const warning = user ? query.data?.warnings[0] : undefined;
  if (!warning) return null;

  return (
    <Modal open labelledBy="moderation-warning-title" dismissible={false} className="moderation-warning">
      <h2 id="moderation-warning-title">{t('moderationWarning.title')}</h2>
      <p>{t(`moderationWarning.reasons.${warning.reason}`)}</p>
      <p>{t('moderationWarning.consequence')}</p>
      <p>
        <LocalLink to="pageBan">{t('moderationWarning.rules')}</LocalLink>
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn-primary" onClick={() => read.mutate(warning.id)} disabled={read.isPending} autoFocus>
          {t('moderationWarning.ok')}
        </button>
      </div>
    </Modal>
  );
}
