/** What a country's regions are called (SPEC §3 "Region label by country"). */
export type RegionLabel = 'province' | 'state' | 'region' | 'canton' | 'voivodeship';

const REGION_LABELS: Readonly<Record<string, RegionLabel>> = {
  NL: 'province',
  BE: 'province',
  IE: 'province',
  IT: 'province',
  ES: 'province',
  CA: 'province',
  NZ: 'province',
  DE: 'state',
  AT: 'state',
  US: 'state',
  AU: 'state',
  GB: 'region',
  FR: 'region',
  CH: 'canton',
  PL: 'voivodeship',
};

/** The label of a country's regions; 'region' for any other country. */
export function regionLabel(country: string | null | undefined): RegionLabel {
  return REGION_LABELS[(country ?? '').toUpperCase()] ?? 'region';
}
