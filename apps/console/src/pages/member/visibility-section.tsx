import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MODERATION_NOTE, unhideMember } from '@dating/contracts';
import { FormAlert, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import type { SectionProps } from './sections';
import { SectionCard } from './section-card';
import { useFormatDate } from './use-format-date';

/** Whether a moderator hid the profile (a complaint action); moderators and admins show it again here. */
export function VisibilitySection({ view }: SectionProps) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const id = view.member.id;
  const unhide = useMutation({
    mutationFn: () => api.callStrict(unhideMember, { body: { id, ...(reason.trim() && { reason: reason.trim() }) } }),
    onSuccess: () => {
      setDone(t(view.ban ? 'member.unhiddenBannedDone' : 'member.unhiddenDone'));
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['staff-member', id] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    unhide.mutate();
  };

  return (
    <SectionCard title={t('member.visibility')}>
      <p role="status">{done}</p>
      {view.hidden_at ? (
        <>
          <p>
            <strong>{t('member.hiddenSince', { when: date(view.hidden_at) })}</strong> {t('member.hiddenExplained')}
          </p>
          <form onSubmit={submit} noValidate aria-label={t('member.unhideForm')}>
            <TextareaField
              id="unhide-reason"
              label={t('member.unhideReason')}
              value={reason}
              maxLength={MAX_MODERATION_NOTE}
              counter={t('photos.counter', { count: reason.length, max: MAX_MODERATION_NOTE })}
              rows={2}
              onChange={(e) => setReason(e.target.value)}
            />
            <FormAlert message={unhide.error ? errorMessage(t, unhide.error) : null} />
            <button type="submit" className="btn btn-primary" disabled={unhide.isPending}>
              {t('member.unhide')}
            </button>
          </form>
        </>
      ) : (
        <p>{t('member.notHidden')}</p>
      )}
    </SectionCard>
  );
}
