import { REGIONS } from '../../../../db/seeds/data/regions';
import anchorsFile from './region-anchors.json';
import {
  buildPointIndex,
  findNearest,
  haversineKm,
  regionOf,
  reverseGeocode,
  type RegionAnchorsFile,
} from './reverse-geocoder';

describe('reverseGeocode (real GeoNames data)', () => {
  it.each([
    ['Utrecht', 52.0907, 5.1214, 'NL', 'UT', 'Utrecht'],
    ['Amsterdam', 52.3676, 4.9041, 'NL', 'NH', 'Amsterdam'],
    ['Den Haag', 52.0799, 4.3113, 'NL', 'ZH', 'Den Haag'],
    ['Brussels', 50.8467, 4.3525, 'BE', 'BRU', 'Brussel / Bruxelles'],
    ['Antwerpen', 51.2194, 4.4025, 'BE', 'VAN', 'Antwerpen'],
    ['Leuven', 50.8798, 4.7005, 'BE', 'VBR', 'Leuven'],
    ['Namur', 50.4674, 4.872, 'BE', 'WNA', 'Namur'],
    ['Madrid', 40.4168, -3.7038, 'ES', 'M', 'Madrid'],
    ['Barcelona', 41.3874, 2.1686, 'ES', 'B', 'Barcelona'],
    ['Sevilla', 37.3891, -5.9845, 'ES', 'SE', 'Sevilla'],
    ['Berlin', 52.52, 13.405, 'DE', 'BE', 'Berlin'],
    ['München', 48.1374, 11.5755, 'DE', 'BY', 'München'],
    ['Wien', 48.2082, 16.3738, 'AT', '9', 'Wien'],
    ['Zürich', 47.3769, 8.5417, 'CH', 'ZH', 'Zürich'],
    ['Paris', 48.8566, 2.3522, 'FR', 'IDF', 'Paris'],
    ['Roma', 41.9028, 12.4964, 'IT', '62', 'Roma'],
    ['Kraków', 50.0647, 19.945, 'PL', '12', 'Kraków'],
    ['London', 51.5074, -0.1278, 'GB', 'ENG', 'London'],
    ['Edinburgh', 55.9533, -3.1883, 'GB', 'SCT', 'Edinburgh'],
    ['Dublin', 53.3498, -6.2603, 'IE', 'L', 'Dublin'],
    ['Limerick', 52.6638, -8.6267, 'IE', 'M', 'Limerick'],
    ['New York', 40.7128, -74.006, 'US', 'NY', 'New York'],
    ['Washington', 38.8951, -77.0364, 'US', 'DC', 'Washington'],
    ['Toronto', 43.6532, -79.3832, 'CA', 'ON', 'Toronto'],
    ['Sydney', -33.8688, 151.2093, 'AU', 'NSW', 'Sydney'],
    ['Auckland', -36.8485, 174.7633, 'NZ', 'AUK', 'Auckland'],
  ])('%s', (_label, lat, lon, country, regionCode, city) => {
    const result = reverseGeocode(lat, lon);
    expect(result).toMatchObject({ country, regionCode, city });
    expect(result!.distanceKm).toBeLessThan(10);
  });

  it('gives the country but no region outside our 15 countries', () => {
    expect(reverseGeocode(38.7223, -9.1393)).toMatchObject({ country: 'PT', regionCode: null });
  });

  it('returns null farther than 50 km from any city', () => {
    expect(reverseGeocode(40, -40)).toBeNull(); // mid-Atlantic
    expect(reverseGeocode(-80, 0)).toBeNull(); // Antarctica
  });

  it('returns null for coordinates that are not on Earth', () => {
    expect(reverseGeocode(Number.NaN, 0)).toBeNull();
    expect(reverseGeocode(91, 0)).toBeNull();
    expect(reverseGeocode(0, 181)).toBeNull();
  });

  it('names the town, not a section of it, and places the point by the section', () => {
    expect(reverseGeocode(52.5163, 13.3777)?.city).toBe('Berlin'); // Brandenburger Tor, in "Mitte"
    // Spandau: the nearest town is Falkensee, in Brandenburg.
    expect(reverseGeocode(52.5356, 13.2)).toMatchObject({ country: 'DE', regionCode: 'BE', city: 'Berlin' });
    expect(reverseGeocode(53.46, 9.98)).toMatchObject({ regionCode: 'HH', city: 'Hamburg' }); // Harburg
  });

  it('knows the Brussels municipalities that GeoNames lacks', () => {
    expect(reverseGeocode(50.8, 4.335)).toMatchObject({ regionCode: 'BRU', city: 'Ukkel / Uccle' });
    expect(reverseGeocode(50.835, 4.43)).toMatchObject({ regionCode: 'BRU' }); // Woluwe-Saint-Pierre
    expect(reverseGeocode(50.787, 4.317)).toMatchObject({ regionCode: 'VBR', city: 'Drogenbos' });
  });

  /**
   * Towns on or near province borders, none of them an anchor, with their real province. The nearest-anchor
   * rule gets about four in five of them right: provinces of BE and ES are approximate (docs/decisions.md).
   */
  it('places most border towns of BE and ES in the right province', () => {
    const towns = [
      ...[
        'Zaventem VBR 50.883 4.473;Lokeren VOV 51.103 3.993;Diest VBR 50.989 5.05;Beringen VLI 51.05 5.22',
        'Heist-op-den-Berg VAN 51.075 4.72;Tielt VWV 50.999 3.327;Deinze VOV 50.98 3.53;Ronse VOV 50.745 3.6',
        'Geraardsbergen VOV 50.77 3.88;Ninove VOV 50.83 4.02;Wetteren VOV 51.0 3.88;Bornem VAN 51.1 4.24',
        'Willebroek VAN 51.06 4.36;Zemst VBR 50.98 4.46;Boom VAN 51.09 4.37;Landen VBR 50.75 5.08',
        'Maasmechelen VLI 50.96 5.69;Eeklo VOV 51.18 3.56;Ath WHT 50.63 3.78;Soignies WHT 50.58 4.07',
        'Tubize WBR 50.69 4.2;Jodoigne WBR 50.72 4.87;Andenne WNA 50.49 5.09;Philippeville WNA 50.2 4.54',
        'Couvin WNA 50.05 4.49;Chimay WHT 50.05 4.32;Durbuy WLX 50.35 5.46;Waremme WLG 50.7 5.25',
        'Hannut WLG 50.67 5.08;Malmedy WLG 50.43 6.03;Spa WLG 50.49 5.86;Neufchâteau WLX 49.84 5.43',
        'Libramont WLX 49.92 5.38;Virton WLX 49.57 5.53;Fleurus WHT 50.48 4.55;Binche WHT 50.41 4.17',
        'Beauraing WNA 50.11 4.96;Rochefort WNA 50.16 5.22;Perwez WBR 50.62 4.81;Rixensart WBR 50.71 4.53',
        'Tongeren VLI 50.78 5.46;Halle VBR 50.73 4.24;Tienen VBR 50.81 4.94;Lier VAN 51.13 4.57',
        'Mol VAN 51.19 5.12;Poperinge VWV 50.85 2.73;Menen VWV 50.8 3.12;Zottegem VOV 50.87 3.81',
      ].map((row) => `BE ${row}`),
      ...[
        'Aranjuez M 40.03 -3.6;Antequera MA 37.02 -4.56;Écija SE 37.54 -5.08;Ronda MA 36.74 -5.17',
        'Baza GR 37.49 -2.77;Huércal-Overa AL 37.39 -1.94;Loja GR 37.17 -4.15;Osuna SE 37.24 -5.1',
        'Palma del Río CO 37.7 -5.28;Andújar J 38.04 -4.05;Manresa B 41.73 1.83;Vic B 41.93 2.25',
        'Igualada B 41.58 1.62;Vilanova B 41.22 1.73;El Vendrell T 41.22 1.53;Olot GI 42.18 2.49',
        'Mataró B 41.54 2.44;Granollers B 41.61 2.29;Amposta T 40.71 0.58;Vinaròs CS 40.47 0.47',
        'Dénia A 38.84 0.11;Alcoy A 38.7 -0.47;Xàtiva V 38.99 -0.52;Ontinyent V 38.82 -0.61',
        'Villena A 38.63 -0.86;Requena V 39.49 -1.1;Segorbe CS 39.85 -0.49;Tolosa SS 43.13 -2.08',
        'Durango BI 43.17 -2.63;Arrasate SS 43.06 -2.49;Lalín PO 42.66 -8.11;Carballo C 43.21 -8.69',
        'Caspe Z 41.23 0.04;Fraga HU 41.52 0.35;Tarazona Z 41.9 -1.72;Astorga LE 42.46 -6.06',
        'Tordesillas VA 41.5 -5.0;Peñafiel VA 41.6 -4.12;El Espinar SG 40.72 -4.25;Guardo P 42.79 -4.84',
        'Villarcayo BU 42.94 -3.57;Valdepeñas CR 38.76 -3.38;Almansa AB 38.87 -1.1;Consuegra TO 39.46 -3.61',
        'San Clemente CU 39.4 -2.43;La Roda AB 39.21 -2.16;Trujillo CC 39.46 -5.88;Zafra BA 38.42 -6.42',
        'Coria CC 39.98 -6.54;Lorca MU 37.68 -1.7;Orihuela A 38.08 -0.94;Cabra CO 37.47 -4.44',
        'Estepona MA 36.43 -5.15;Ayamonte H 37.21 -7.41;Benavente ZA 42.0 -5.68;Sahagún LE 42.37 -5.03',
      ].map((row) => `ES ${row}`),
    ].flatMap((row) => {
      const [country, ...rest] = row.split(' ');
      return rest
        .join(' ')
        .split(';')
        .map((town) => ({ country, words: town.split(' ') }));
    });
    const wrong = towns.filter(({ country, words }) => {
      const [code, lat, lon] = words.slice(-3);
      const result = reverseGeocode(Number(lat), Number(lon));
      return result?.country !== country || result.regionCode !== code;
    });
    expect(towns.length).toBeGreaterThan(100);
    expect(wrong.length / towns.length).toBeLessThan(0.3);
  });

  it('places every anchor of every region back in that region', () => {
    const { anchors } = anchorsFile as RegionAnchorsFile;
    const misplaced: string[] = [];
    let count = 0;
    for (const [country, admins] of Object.entries(anchors)) {
      for (const list of Object.values(admins)) {
        for (const anchor of list) {
          count++;
          const result = reverseGeocode(anchor.lat, anchor.lon);
          if (result?.country !== country || result.regionCode !== anchor.region) {
            misplaced.push(`${country}-${anchor.region} → ${result?.country}-${result?.regionCode}`);
          }
        }
      }
    }
    expect(count).toBeGreaterThan(1500);
    expect(misplaced).toEqual([]);
  });

  it('anchors every region of regions.ts', () => {
    const { anchors } = anchorsFile as RegionAnchorsFile;
    const anchored = new Set(
      Object.entries(anchors).flatMap(([country, admins]) =>
        Object.values(admins).flatMap((list) => list.map((anchor) => `${country}-${anchor.region}`)),
      ),
    );
    expect(REGIONS.filter((region) => !anchored.has(`${region.country}-${region.code}`))).toEqual([]);
  });
});

describe('findNearest', () => {
  const points = (coordinates: [number, number][]) =>
    buildPointIndex(
      Float64Array.from(coordinates.map(([lat]) => lat)),
      Float64Array.from(coordinates.map(([, lon]) => lon)),
    );

  it('finds the nearest point within the radius, and nothing beyond it', () => {
    const index = points([
      [52.0, 5.0],
      [52.1, 5.1],
      [52.5, 5.0],
    ]);
    expect(findNearest(index, 52.09, 5.09, 50)?.index).toBe(1);
    expect(findNearest(index, 52.4, 5.0, 50)?.index).toBe(2);
    expect(findNearest(index, 53.0, 5.0, 50)).toBeNull();
    expect(findNearest(index, 53.0, 5.0, 60)?.index).toBe(2);
  });

  it('reports the great-circle distance', () => {
    const index = points([[48.8566, 2.3522]]);
    const found = findNearest(index, 51.5074, -0.1278, 400);
    expect(found?.distanceKm).toBeCloseTo(343.5, 0); // Paris–London
  });

  it('looks across cell borders and the antimeridian', () => {
    const index = points([
      [-16.0, 179.95],
      [-16.0, 170.0],
    ]);
    expect(findNearest(index, -16.0, -179.9, 50)?.index).toBe(0);
    const acrossCell = points([[10.49, 20.0]]);
    expect(findNearest(acrossCell, 10.51, 20.0, 5)?.index).toBe(0);
  });

  it('widens the search in longitude near the poles', () => {
    const index = points([[79.9, 20.0]]);
    // 2° of longitude at 80°N is about 39 km.
    expect(findNearest(index, 79.9, 22.0, 50)?.index).toBe(0);
    const polar = points([[89.95, -150]]);
    expect(findNearest(polar, 89.95, 30, 50)?.index).toBe(0);
  });

  it('returns null on an empty index', () => {
    expect(findNearest(points([]), 0, 0, 50)).toBeNull();
  });

  it('finds what measuring every point finds, with and without a filter, in dense and sparse places', () => {
    // A fixed pseudo-random sequence, so a failure repeats.
    let seed = 20261128;
    const random = () => {
      // mulberry32
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    };
    const coordinates: [number, number][] = Array.from(
      { length: 20_000 },
      (_, i) =>
        i % 4 === 0
          ? [random() * 178 - 89, random() * 360 - 180] // sparse, the whole Earth, poles and antimeridian too
          : [51 + random() * 3, 3 + random() * 5], // dense, like the Low Countries
    );
    const index = points(coordinates);
    const even = (point: number) => point % 2 === 0;
    const everyPoint = (lat: number, lon: number, accept: (point: number) => boolean = () => true) => {
      let best: { index: number; distanceKm: number } | null = null;
      coordinates.forEach(([pointLat, pointLon], point) => {
        const km = haversineKm(lat, lon, pointLat, pointLon);
        if (km <= 50 && accept(point) && (!best || km < best.distanceKm))
          best = { index: point, distanceKm: km };
      });
      return best;
    };
    for (let query = 0; query < 400; query++) {
      const [lat, lon] =
        query % 2 === 0 ? [51 + random() * 3, 3 + random() * 5] : [random() * 180 - 90, random() * 360 - 180];
      expect(findNearest(index, lat, lon, 50)).toEqual(everyPoint(lat, lon));
      expect(findNearest(index, lat, lon, 50, even)).toEqual(everyPoint(lat, lon, even));
    }
  });
});

describe('regionOf', () => {
  const anchors = [
    { region: 'A', lat: 0, lon: 0 },
    { region: 'B', lat: 0, lon: 1 },
  ];

  it('takes the region of the nearest anchor', () => {
    expect(regionOf(anchors, 0, 0.4)).toBe('A');
    expect(regionOf(anchors, 0, 0.6)).toBe('B');
  });

  it('takes the only region there is, and null without anchors', () => {
    expect(regionOf([{ region: 'A', lat: 50, lon: 50 }], 0, 0)).toBe('A');
    expect(regionOf(undefined, 0, 0)).toBeNull();
    expect(regionOf([], 0, 0)).toBeNull();
  });
});

describe('haversineKm', () => {
  it('measures one degree of latitude as about 111 km', () => {
    expect(haversineKm(0, 0, 1, 0)).toBeCloseTo(111.2, 1);
    expect(haversineKm(10, 179.5, 10, -179.5)).toBeCloseTo(109.5, 0);
  });
});
