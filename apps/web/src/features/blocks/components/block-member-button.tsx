import { userMessage } from '@dating/api-client';
import { Alert, Modal } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockMember } from '../api/block-member';

interface BlockMemberButtonProps {
  profileId: number;
  name: string;
  onBlocked: () => void;
}

/** "Block" with a confirmation: what blocking does, then the block itself. */
export function BlockMemberButton({ profileId, name, onBlocked }: BlockMemberButtonProps) {
  const { t } = useTranslation('members');
  const block = useBlockMember();
  const [open, setOpen] = useState(false);
  const close = () => {
    if (block.isPending) return;
    setOpen(false);
    block.reset();
  };

  return (
    <>
      <button type="button" className="btn btn-danger-outline" onClick={() => setOpen(true)}>
        <span className="icon-block" aria-hidden="true" />
        {t('blocks.block')}
      </button>
      <Modal open={open} labelledBy="block-title" onClose={close} dismissible={!block.isPending}>
        <h2 id="block-title">{t('blocks.confirmTitle', { name })}</h2>
        <p>{t('blocks.confirmText', { name })}</p>
        {block.error ? (
          <Alert tone="danger" live>
            <p>{userMessage(block.error, t('blocks.failed'))}</p>
          </Alert>
        ) : null}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={block.isPending} autoFocus>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={block.isPending}
            onClick={() => block.mutate(profileId, { onSuccess: onBlocked })}
          >
            {block.isPending ? t('blocks.blocking') : t('blocks.confirm')}
          </button>
        </div>
      </Modal>
    </>
  );
}
