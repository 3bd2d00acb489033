import { Modal } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '@/lib/localized-path';
import { SignupForm } from './signup-form';
import { useSignupForm } from './use-signup-form';

/**
 * The signup form in a dialog, opened from any page. While the account is being made it cannot
 * be closed: no close button, and escape or a backdrop click do nothing.
 */
export function SignupModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const form = useSignupForm();
  const busy = form.phase !== 'form';

  return (
    <Modal open labelledBy="signup-modal-title" dismissible={!busy} onClose={onClose} className="modal-wide">
      <div className="modal-header">
        <h2 id="signup-modal-title">{t('signup.title')}</h2>
        {busy ? null : (
          <button type="button" className="modal-close" onClick={onClose} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <SignupForm
        form={form}
        onSignedUp={() => {
          onClose();
          navigate(localizedPath('completeSignup'));
        }}
      />
    </Modal>
  );
}
