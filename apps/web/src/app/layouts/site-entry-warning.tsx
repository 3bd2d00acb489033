import type { RouteName } from '@dating/i18n';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/lib/current-member';
import { isInstalledApp } from '@/lib/installed-app';
import { useCurrentRoute } from '@/lib/route-name';
import { settingsCountry, useSettings } from '@/lib/settings/site-settings';
import { readTimestamp, writeTimestamp } from '@/lib/storage';

const SiteEntryDialog = lazy(() => import('./site-entry-dialog').then((module) => ({ default: module.SiteEntryDialog })));

/** The stored dismissal and the display mode are read at each render; no event needs to re-render for them. */
const noChanges = () => () => undefined;

export const SITE_ENTRY_STORAGE_KEY = 'hide-site-entry-warning';
const HIDDEN_ON: RouteName[] = ['completeSignup', 'resetPassword', 'resetPasswordDo'];


/**
 * The entry warning for visitors (spec section 2): adults only, and some profiles are fictional
 * chat pals. Shown to visitors from the listed countries (the site's `site_entry_countries`, or the
 * layout's own list) until dismissed (remembered with a timestamp), never in the installed app,
 * unless the site turns it off.
 */
export function SiteEntryWarning({ countries }: { countries?: readonly string[] }) {
  const settings = useSettings();
  const user = useCurrentUser();
  const route = useCurrentRoute();
  // Read in the browser only: the server's first screen (decision 075) and its hydration show no warning, the browser's
  // next render shows it where it applies.
  const dismissedBefore = useSyncExternalStore(noChanges, () => readTimestamp(SITE_ENTRY_STORAGE_KEY) !== null, () => true);
  const [dismissedNow, setDismissed] = useState(false);
  const dismissed = dismissedBefore || dismissedNow;
  const installed = useSyncExternalStore(noChanges, isInstalledApp, () => true);

  if (user || dismissed || installed || settings.enable_site_entry_popup === 'no') return null;
  if (route && HIDDEN_ON.includes(route.name)) return null;
  if (!(countries ?? settings.site_entry_countries).includes(settingsCountry(settings) ?? '')) return null;

  const enter = () => {
    writeTimestamp(SITE_ENTRY_STORAGE_KEY);
    setDismissed(true);
  };

  // The dialog's code arrives when it shows: most visitors (other countries, dismissed before) never need it.
  return (
    <Suspense fallback={null}>
      <SiteEntryDialog minAge={settings.min_age} siteName={settings.name} onEnter={enter} />
    </Suspense>
  );
}
