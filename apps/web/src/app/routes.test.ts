import { LOCALES } from '@dating/contracts';
import { ROUTES, pathFor, translatePath, type RouteName } from '@dating/i18n';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isRouteHandle } from '@/lib/route-name';
import { buildRoutes } from './routes';

const routes = buildRoutes();
const sampleParams = { id: '7', type: 'new', paymentmethod: 'ideal', slug: 'hello', lander: 'gallery' };

function routeNameAt(pathname: string): RouteName | 'not-found' | null {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  const last = matches[matches.length - 1]!;
  if (last.route.path === '*') return 'not-found';
  return isRouteHandle(last.route.handle) ? last.route.handle.name : null;
}

describe('router', () => {
  it('resolves every locale path of every route to that route', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      for (const locale of LOCALES) {
        expect(routeNameAt(pathFor(name, locale, sampleParams)), `${name} in ${locale}`).toBe(name);
      }
    }
  });

  it('agrees with matchPath of the route table, so the language switch finds the same page', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const dutch = pathFor(name, 'nl', sampleParams);
      expect(translatePath(dutch, 'de')).toBe(pathFor(name, 'de', sampleParams));
    }
  });

  it('sends unknown paths to the not-found page', () => {
    expect(routeNameAt('/this/does/not/exist')).toBe('not-found');
    expect(routeNameAt('/leden/7/onbekend')).toBe('not-found');
  });

  it('moves a Dutch members path to the German one', () => {
    expect(translatePath('/leden', 'de')).toBe('/mitglieder');
    expect(translatePath('/leden/12', 'en')).toBe('/members/12');
  });
});
