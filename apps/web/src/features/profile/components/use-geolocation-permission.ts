import { useEffect, useState } from 'react';
import { basePermission, type GeolocationPermission } from '../lib/geolocation';

/**
 * The geolocation permission (spec section 4): 'unsupported', 'unknown', or the browser's state,
 * followed live where the Permissions API reports changes. `override` records what a request
 * taught us (a refusal) in browsers that cannot tell the state themselves.
 */
export function useGeolocationPermission() {
  const base = basePermission(typeof navigator === 'undefined' ? undefined : navigator);
  const [browserState, setBrowserState] = useState<PermissionState | null>(null);
  const [override, setOverride] = useState<GeolocationPermission | null>(null);

  useEffect(() => {
    if (base !== 'queryable') return;
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const onChange = () => {
      if (!status) return;
      setBrowserState(status.state);
      setOverride(null);
    };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((result) => {
        if (cancelled) return;
        status = result;
        setBrowserState(result.state);
        result.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      status?.removeEventListener('change', onChange);
    };
  }, [base]);

  const permission: GeolocationPermission =
    base === 'unsupported' ? 'unsupported' : (override ?? browserState ?? (base === 'queryable' ? 'unknown' : base));
  return { permission, setPermission: setOverride };
}
