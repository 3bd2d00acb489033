import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MODERATION_NOTE, banMember, unbanMember } from '@dating/contracts';
import { FormAlert, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { useStaff } from '@/lib/staff';
import type { SectionProps } from './sections';
import { SectionCard } from './section-card';
import { useFormatDate } from './use-format-date';

/** Ban state; admins ban (with a reason) and unban here. Moderators ban from a complaint. */
export function BanSection({ view }: SectionProps) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const { staff } = useStaff();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const id = view.member.id;
  const banned = view.ban !== null && view.member.status === 'disabled';
  const change = useMutation({
    mutationFn: () => (banned ? api.callStrict(unbanMember, { body: { id, ...(reason.trim() && { reason: reason.trim() }) } }) : api.callStrict(banMember, { body: { id, reason: reason.trim() } })),
    onSuccess: () => {
      setDone(t(banned ? 'member.unbannedDone' : 'member.bannedDone'));
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['staff-member', id] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!banned && !reason.trim()) {
      setReasonError(t('member.banReasonRequired'));
      return;
    }
    change.mutate();
  };

  return (
    <SectionCard title={t('member.ban')}>
      <p role="status">{done}</p>
      {view.ban ? (
        <p>
          <strong>{t('member.bannedSince', { when: date(view.ban.banned_at) })}</strong>
          {view.ban.reason && ` ${t('member.banReason', { reason: view.ban.reason })}`}
        </p>
      ) : (
        <p>{t('member.notBanned')}</p>
      )}
      {staff?.role === 'admin' && (
        <form onSubmit={submit} noValidate aria-label={t(banned ? 'member.unbanForm' : 'member.banForm')}>
          <TextareaField
            id="ban-reason"
            label={t(banned ? 'member.unbanReason' : 'member.banReasonLabel')}
            value={reason}
            error={reasonError}
            maxLength={MAX_MODERATION_NOTE}
            counter={t('photos.counter', { count: reason.length, max: MAX_MODERATION_NOTE })}
            rows={2}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
          />
          <FormAlert message={change.error ? errorMessage(t, change.error) : null} />
          <button type="submit" className={banned ? 'btn btn-primary' : 'btn btn-danger'} disabled={change.isPending}>
            {t(banned ? 'member.unban' : 'member.banButton')}
          </button>
        </form>
      )}
    </SectionCard>
  );
}
