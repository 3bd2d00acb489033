import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS } from '@dating/i18n';
import { useTranslation } from 'react-i18next';
import { SITE_ENTRY_STORAGE_KEY } from '@/app/layouts/site-entry-warning';
import { DISABLED_NOTIFICATIONS_ALERT_KEY } from '@/features/account/lib/notifications-alert';
import { PUSH_ALERT_KEY } from '@/features/account/lib/push-alert';
import { ENRICH_ALERT_KEY } from '@/features/profile/lib/enrich-alert';
import { GEOCODE_CACHE_KEY } from '@/features/profile/lib/geolocation-cache';
import { useSettings } from '@/lib/settings/site-settings';
import { CHUNK_RELOAD_KEY } from '@/lib/storage';

type ItemKey = 'sid' | 'language' | 'trafficsource' | 'siteEntry' | 'notificationsAlert' | 'pushAlert' | 'enrichAlert' | 'chunkReload' | 'geocode';

interface Row {
  name: string;
  item: ItemKey;
  /** Days, or 'hour' / 'removed' for local storage. */
  duration: number | 'hour' | 'removed';
}

/**
 * What the site really stores in the browser. The API sets `sid` (apps/api/src/plugins/session.ts, 30 days),
 * `trafficsource` (apps/api/src/features/settings/traffic-source.ts, 30 days) and, like the web app, the
 * language cookie; the local storage keys are the web app's own. A new cookie or key belongs in this list.
 */
const COOKIES: Row[] = [
  { name: 'sid', item: 'sid', duration: 30 },
  { name: LANGUAGE_COOKIE, item: 'language', duration: LANGUAGE_COOKIE_MAX_AGE_DAYS },
  { name: 'trafficsource', item: 'trafficsource', duration: 30 },
];

const STORAGE: Row[] = [
  { name: SITE_ENTRY_STORAGE_KEY, item: 'siteEntry', duration: 'removed' },
  { name: DISABLED_NOTIFICATIONS_ALERT_KEY, item: 'notificationsAlert', duration: 'removed' },
  { name: PUSH_ALERT_KEY, item: 'pushAlert', duration: 'removed' },
  { name: ENRICH_ALERT_KEY, item: 'enrichAlert', duration: 'removed' },
  { name: CHUNK_RELOAD_KEY, item: 'chunkReload', duration: 'removed' },
  { name: GEOCODE_CACHE_KEY, item: 'geocode', duration: 'hour' },
];

/** The cookie table (kind "list") or the local storage table (kind "storage") of the cookie policy. */
export function CookieTables({ kind }: { kind: 'list' | 'storage' }) {
  const { t } = useTranslation('legal');
  const settings = useSettings();
  const rows = kind === 'list' ? COOKIES : STORAGE;
  const duration = (row: Row) =>
    row.duration === 'hour'
      ? t('cookies.table.oneHour')
      : row.duration === 'removed'
        ? t('cookies.table.untilRemoved')
        : t('days', { count: row.duration });
  return (
    <div className="table-scroll">
      <table className="legal-table">
        <caption>
          {kind === 'list'
            ? t('cookies.table.captionCookies', { site: settings.name })
            : t('cookies.table.captionStorage', { site: settings.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('cookies.table.name')}</th>
            <th scope="col">{t('cookies.table.purpose')}</th>
            <th scope="col">{t('cookies.table.duration')}</th>
            <th scope="col">{t('cookies.table.type')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td data-label={t('cookies.table.purpose')}>{t(`cookies.items.${row.item}`)}</td>
              <td data-label={t('cookies.table.duration')}>{duration(row)}</td>
              <td data-label={t('cookies.table.type')}>
                {kind === 'list' ? t('cookies.table.firstParty') : t('cookies.table.local')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
