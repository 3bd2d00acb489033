import { Alert, Modal } from '@dating/ui';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { ResendActivationButton } from './resend-activation-button';

const WIDE_SCREEN = '(min-width: 768px)';

/**
 * Reminds a member whose e-mail is not confirmed yet (spec section 4). Arriving from a signup
 * through the API (?activation=1) on a wider screen shows it as a modal first.
 */
export function ActivationReminder() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const [modalClosed, setModalClosed] = useState(false);
  if (!user || user.status !== 'not_confirmed') return null;

  const text = (
    <Trans i18nKey="activation.reminder" values={{ email: user.email }} components={{ strong: <strong /> }} />
  );
  const asModal = !modalClosed && searchParams.get('activation') === '1' && window.matchMedia(WIDE_SCREEN).matches;
  if (asModal) {
    return (
      <Modal open labelledBy="activation-modal-title" onClose={() => setModalClosed(true)}>
        <h2 id="activation-modal-title">{t('activation.modalTitle')}</h2>
        <p>{text}</p>
        <div className="form-actions">
          <ResendActivationButton />
          <button type="button" className="btn btn-primary" onClick={() => setModalClosed(true)}>
            {t('activation.close')}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Alert tone="warning" className="activation-reminder">
      <p>
        <strong>{t('activation.reminderTitle')}</strong> {text}
      </p>
      <ResendActivationButton compact />
    </Alert>
  );
}
