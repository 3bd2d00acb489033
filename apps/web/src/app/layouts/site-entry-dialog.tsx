import { Modal } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';

const LEAVE_URL = 'https://www.google.com/';

/** The entry warning itself (site-entry-warning.tsx decides whether it shows): adults only, fictional chat pals. */
export function SiteEntryDialog({ minAge, siteName, onEnter }: { minAge: number; siteName: string; onEnter: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open labelledBy="entry-warning-title" dismissible={false} className="entry-warning">
      <div className="entry-warning-body">
        <Logo size={48} />
        <h2 id="entry-warning-title">{t('entryWarning.title', { min_age: minAge })}</h2>
        <p>{t('entryWarning.adults', { min_age: minAge, name: siteName })}</p>
        <p>{t('entryWarning.fictional')}</p>
        <div className="form-actions form-actions-center">
          <button type="button" className="btn btn-primary" onClick={onEnter} autoFocus>
            {t('entryWarning.enter', { min_age: minAge })}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => window.location.assign(LEAVE_URL)}>
            {t('entryWarning.leave')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
