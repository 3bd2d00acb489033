import { COUNTRIES } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '@/lib/one-of';
import type { Geocode } from '../lib/geolocation-cache';
import { useLocateMe } from './use-locate-me';

/** "Use my location" with the permission state and what to do when location is blocked or missing. */
export function LocationButton({ onLocated }: { onLocated: (geocode: Geocode) => boolean }) {
  const { t } = useTranslation('members');
  const { t: tr } = useTranslation('reference');
  const { permission, state, locate } = useLocateMe(onLocated);
  const unavailable = permission === 'unsupported';
  const help =
    permission === 'denied' ? t('location.help.denied') : permission === 'unsupported' ? t('location.help.unsupported') : null;
  const country = state.phase === 'done' ? state.geocode.country : null;
  const place =
    state.phase === 'done' ? [state.geocode.city, isOneOf(COUNTRIES, country) ? tr(`countries.${country}`) : null].filter(Boolean).join(', ') : '';

  return (
    <div className="location-finder">
      <div className="location-finder-row">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void locate()}
          disabled={unavailable || state.phase === 'locating'}
          aria-describedby="location-permission"
        >
          <span className="icon-location" aria-hidden="true" />
          {state.phase === 'locating' ? t('location.locating') : t('location.useMine')}
        </button>
        <p id="location-permission" className={`location-permission location-permission-${permission}`}>
          {t('location.permission.label')} <strong>{t(`location.permission.${permission}`)}</strong>
        </p>
      </div>
      {help ? <p className="field-hint location-help">{help}</p> : null}
      <p role="status" className={`location-result ${state.phase === 'failed' ? 'text-danger' : ''}`}>
        {state.phase === 'done' ? t('location.found', { place }) : null}
        {state.phase === 'failed' ? t(`location.failed.${state.reason}`) : null}
      </p>
    </div>
  );
}
