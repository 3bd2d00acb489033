import type { RouteName } from '@dating/i18n';
import { useMatches } from 'react-router';

/** What every page route carries in its `handle`: the name of its entry in the ROUTES table. */
export interface RouteHandle {
  name: RouteName;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string';
}

/** The named route being shown, with its params; null on the not-found page. */
export function useCurrentRoute(): { name: RouteName; params: Record<string, string | undefined> } | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && isRouteHandle(match.handle)) return { name: match.handle.name, params: match.params };
  }
  return null;
}
