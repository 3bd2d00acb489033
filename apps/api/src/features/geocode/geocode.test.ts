import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { loadCities, nearestCity } from './cities.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reverse geocoding, offline', () => {
  it.each([
    [52.3731, 4.8922, 'NL', 'NL-NH', 'Amsterdam'],
    [51.9244, 4.4777, 'NL', 'NL-ZH', 'Rotterdam'],
    [48.1374, 11.5755, 'DE', 'DE-BY', 'Munich'],
    [50.0647, 19.945, 'PL', 'PL-12', 'Krak'],
    [47.3769, 8.5417, 'CH', 'CH-ZH', 'Z'],
    [51.2194, 4.4025, 'BE', 'BE-VAN', 'Antwerp'],
    [40.4168, -3.7038, 'ES', 'ES-MD', 'Madrid'],
    [55.9533, -3.1883, 'GB', 'GB-SCT', 'Edinburgh'],
    [34.0522, -118.2437, 'US', 'US-CA', 'Los Angeles'],
  ])('places %f,%f in %s / %s', async (lat, lon, country, region, cityStart) => {
    const res = await t.app.inject({ url: `/api/geocode.php?lat=${lat}&lon=${lon}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const { geocode } = res.json();
    expect(geocode).toMatchObject({ country, region, latitude: lat, longitude: lon });
    expect(geocode.city.startsWith(cityStart)).toBe(true);
  });

  it('answers no town on open sea or outside the served countries', async () => {
    const sea = (await t.app.inject({ url: '/api/geocode.php?lat=54.5&lon=-30' })).json().geocode;
    expect(sea).toMatchObject({ city: null, country: null, region: null });
    expect(nearestCity(35.6762, 139.6503)).toBeNull(); // Tokyo is not served
  });

  it('refuses positions outside the globe', async () => {
    const res = await t.app.inject({ url: '/api/geocode.php?lat=91&lon=200' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['lat', 'lon']);
    expect((await t.app.inject({ url: '/api/geocode.php?lat=abc&lon=1' })).statusCode).toBe(400);
  });

  it('knows the region of nearly every town of the served countries', () => {
    const cities = loadCities();
    const withRegion = cities.filter((c) => c.region).length;
    expect(withRegion / cities.length).toBeGreaterThan(0.97);
  });
});
