import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RegionData } from '../../../../db/seeds/data/regions';
import { buildAnchors, type CityRecord, generate, namesToTry } from './build-region-anchors';

describe('build-region-anchors', () => {
  it('leaves region-anchors.json as it would generate it now (else rerun the script)', () => {
    const { text, report } = generate();
    expect(report.regionsWithoutAnchor).toEqual([]);
    expect(report.missingCities).toEqual([]);
    expect(text).toBe(readFileSync(join(__dirname, 'region-anchors.json'), 'utf8'));
  });

  it('tries the aliases, the name and its "A / B" parts', () => {
    expect(namesToTry('NL', 'Den Haag')).toEqual(['The Hague', 'Den Haag']);
    expect(namesToTry('CH', 'Bern / Berne')).toEqual(['Bern / Berne', 'Bern', 'Berne']);
    expect(namesToTry('AT', 'Wien-Döbling')).toEqual([]);
  });

  it("takes the admin1 code most of a region's cities share, so a twin name picks the right place", () => {
    const place = (name: string, adminCode: string, population: number, lat: number): CityRecord => ({
      cityId: lat,
      name,
      altName: '',
      country: 'US',
      adminCode,
      population,
      lat,
      lon: 0,
    });
    const records = [
      place('Portland', 'OR', 650_000, 1),
      place('Portland', 'ME', 68_000, 2),
      place('Bangor', 'ME', 31_000, 3),
      place('Augusta', 'ME', 19_000, 4),
      place('Augusta', 'GA', 200_000, 5),
    ];
    const maine: RegionData = {
      country: 'US',
      code: 'ME',
      name: 'Maine',
      cities: ['Portland', 'Bangor', 'Augusta'],
    };
    const report = buildAnchors([maine], records);
    expect(report.anchors).toEqual({
      US: {
        ME: [
          { region: 'ME', lat: 2, lon: 0 },
          { region: 'ME', lat: 3, lon: 0 },
          { region: 'ME', lat: 4, lon: 0 },
        ],
      },
    });
    expect(report.missingCities).toEqual([]);
  });
});
