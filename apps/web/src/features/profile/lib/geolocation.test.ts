import { describe, expect, it } from 'vitest';
import { basePermission, positionFailure, roundCoordinate } from './geolocation';

describe('geolocation permission', () => {
  it('is unsupported without navigator.geolocation', () => {
    expect(basePermission(undefined)).toBe('unsupported');
    expect(basePermission({})).toBe('unsupported');
  });

  it('is unknown when the browser cannot tell the permission, else it is asked', () => {
    expect(basePermission({ geolocation: {} })).toBe('unknown');
    expect(basePermission({ geolocation: {}, permissions: {} })).toBe('unknown');
    expect(basePermission({ geolocation: {}, permissions: { query: () => undefined } })).toBe('queryable');
  });

  it('names why a position could not be had', () => {
    expect(positionFailure({ code: 1 })).toBe('denied');
    expect(positionFailure({ code: 2 })).toBe('unavailable');
    expect(positionFailure({ code: 3 })).toBe('timeout');
  });

  it('rounds a position to about a kilometre', () => {
    expect(roundCoordinate(52.090737)).toBe(52.09);
    expect(roundCoordinate(-0.127758)).toBe(-0.13);
  });
});
