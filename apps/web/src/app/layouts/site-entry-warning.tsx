import type { RouteName } from '@dating/i18n';
import { Modal } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { useCurrentUser } from '@/lib/current-member';
import { useCurrentRoute } from '@/lib/route-name';
import { settingsCountry, useSettings } from '@/lib/settings/site-settings';
import { readTimestamp, writeTimestamp } from '@/lib/storage';

export const SITE_ENTRY_STORAGE_KEY = 'hide-site-entry-warning';
const HIDDEN_ON: RouteName[] = ['completeSignup', 'resetPassword', 'resetPasswordDo'];
const LEAVE_URL = 'https://www.google.com/';

/** Whether the page runs as the installed app (home-screen web app), where the warning never shows. */
export function inInstalledApp(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * The entry warning for visitors (spec section 2): adults only, and some profiles are fictional
 * chat pals. Shown to visitors from the listed countries (the site's `site_entry_countries`, or the
 * layout's own list) until dismissed (remembered with a timestamp), never in the installed app,
 * unless the site turns it off.
 */
export function SiteEntryWarning({ countries }: { countries?: readonly string[] }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useCurrentUser();
  const route = useCurrentRoute();
  const [dismissed, setDismissed] = useState(() => readTimestamp(SITE_ENTRY_STORAGE_KEY) !== null);
  const [installed] = useState(inInstalledApp);

  if (user || dismissed || installed || settings.enable_site_entry_popup === 'no') return null;
  if (route && HIDDEN_ON.includes(route.name)) return null;
  if (!(countries ?? settings.site_entry_countries).includes(settingsCountry(settings) ?? '')) return null;

  const enter = () => {
    writeTimestamp(SITE_ENTRY_STORAGE_KEY);
    setDismissed(true);
  };

  return (
    <Modal open labelledBy="entry-warning-title" dismissible={false} className="entry-warning">
      <div className="entry-warning-body">
        <Logo size={48} />
        <h2 id="entry-warning-title">{t('entryWarning.title', { min_age: settings.min_age })}</h2>
        <p>{t('entryWarning.adults', { min_age: settings.min_age, name: settings.name })}</p>
        <p>{t('entryWarning.fictional')}</p>
        <div className="form-actions form-actions-center">
          <button type="button" className="btn btn-primary" onClick={enter} autoFocus>
            {t('entryWarning.enter', { min_age: settings.min_age })}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => window.location.assign(LEAVE_URL)}>
            {t('entryWarning.leave')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
