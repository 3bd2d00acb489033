import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchGeocode } from '../api/geocode';
import { currentPosition, positionFailure, roundCoordinate, type LocateFailure } from '../lib/geolocation';
import { readCachedGeocode, type Geocode } from '../lib/geolocation-cache';
import { useGeolocationPermission } from './use-geolocation-permission';

type LocateState = { phase: 'idle' } | { phase: 'locating' } | { phase: 'done'; geocode: Geocode } | { phase: 'failed'; reason: LocateFailure };

/**
 * "Use my location": the browser's position, reverse geocoded by the server. A geocode less than
 * an hour old is reused without asking again (spec section 9).
 */
export function useLocateMe(onLocated: (geocode: Geocode) => boolean) {
  const queryClient = useQueryClient();
  const { permission, setPermission } = useGeolocationPermission();
  const [state, setState] = useState<LocateState>({ phase: 'idle' });

  const finish = (geocode: Geocode) => setState(onLocated(geocode) ? { phase: 'done', geocode } : { phase: 'failed', reason: 'outsideArea' });

  async function locate() {
    const cached = readCachedGeocode();
    if (cached) return finish(cached);
    if (permission === 'unsupported' || !navigator.geolocation) return setState({ phase: 'failed', reason: 'unsupported' });
    setState({ phase: 'locating' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition(navigator.geolocation);
    } catch (error) {
      const reason = positionFailure(error as GeolocationPositionError);
      if (reason === 'denied') setPermission('denied');
      return setState({ phase: 'failed', reason });
    }
    try {
      const { latitude, longitude } = position.coords;
      finish(await fetchGeocode(queryClient, roundCoordinate(latitude), roundCoordinate(longitude)));
    } catch {
      setState({ phase: 'failed', reason: 'server' });
    }
  }

  return { permission, state, locate };
}
