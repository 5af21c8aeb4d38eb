import type { SearchCriteria } from '../domain/search-criteria';
import type { SearchKey } from '../domain/search-cursor';

/** Where the searcher is, for distances. */
export interface Origin {
  lat: number;
  lon: number;
}

/** One search over the index as it stood at `snapshotAt`, for the site's members the searcher may see. */
export interface SearchSpec {
  siteId: number;
  /** Members never shown: the searcher and those blocked either way. */
  excludeIds: number[];
  criteria: SearchCriteria;
  origin: Origin | null;
  snapshotAt: Date;
  /** Ages are counted on this day (YYYY-MM-DD). */
  today: string;
  /**
   * The distance filter finds many members (numResults at its cap): a page walks members by activity and
   * keeps those within reach, instead of starting from everyone inside the bounding box.
   */
  manyWithinDistance?: boolean;
}

/** Members the strict search would find are left out of its wider, "similar" search. */
export interface SimilarSpec extends SearchSpec {
  unlike: SearchCriteria;
}

const EARTH_DIAMETER_M = 12_742_000;
/** Members without a place sort after every distance. */
export const NO_DISTANCE = 2_147_483_647;
const KM_PER_DEGREE_LATITUDE = 111.2;

/** Builds the SQL of a search, with its parameters in order. */
export class SearchSql {
  readonly params: unknown[] = [];

  constructor(private readonly spec: SearchSpec) {}

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** The distance in metres from the searcher, or a constant when the searcher has no place. */
  distance(): string {
    const { origin } = this.spec;
    if (!origin) return '0';
    const lat = this.param(origin.lat);
    const lon = this.param(origin.lon);
    return `CASE WHEN e.lat IS NULL THEN ${NO_DISTANCE} ELSE floor(${EARTH_DIAMETER_M} * asin(least(1, sqrt(
      power(sin(radians(e.lat - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(e.lat)) * power(sin(radians(e.lon - ${lon}) / 2), 2)))))::int END`;
  }

  /** How many of the searcher's preferences the member matches (0 without preferences). */
  score(): string {
    const { appearance, ethnicity } = this.spec.criteria.preferences;
    const terms = [
      appearance && `COALESCE(e.appearance = ${this.param(appearance)}, false)::int`,
      ethnicity && `COALESCE(e.ethnicity = ${this.param(ethnicity)}, false)::int`,
    ].filter(Boolean);
    return terms.length ? `(${terms.join(' + ')})` : '0';
  }

  /** Who is in the index at the snapshot, on the site, shown to others, and not excluded. */
  base(): string[] {
    const { siteId, excludeIds, snapshotAt } = this.spec;
    const at = this.param(snapshotAt);
    return [
      `e.site_id = ${this.param(siteId)}`,
      `NOT e.hidden`,
      `e.valid_from <= ${at}`,
      `(e.valid_to IS NULL OR e.valid_to > ${at})`,
      `NOT (e.member_id = ANY(${this.param(excludeIds)}::int[]))`,
    ];
  }

  /** The conditions of the criteria's filters (preferences only rank). */
  filters(criteria: SearchCriteria): string[] {
    const conditions: string[] = [];
    if (criteria.gender) conditions.push(`e.gender = ${this.param(criteria.gender)}`);
    if (criteria.country) conditions.push(`e.country = ${this.param(criteria.country)}`);
    if (criteria.regionId) conditions.push(`e.region_id = ${this.param(criteria.regionId)}`);
    if (criteria.minAge !== null)
      conditions.push(`e.birth_date <= ${this.param(yearsBefore(this.spec.today, criteria.minAge))}::date`);
    if (criteria.maxAge !== null)
      conditions.push(
        `e.birth_date > ${this.param(yearsBefore(this.spec.today, criteria.maxAge + 1))}::date`,
      );
    for (const [field, value] of Object.entries(criteria.fields)) {
      conditions.push(`e.${field} = ${this.param(value)}`);
    }
    const { origin } = this.spec;
    if (criteria.distanceKm !== null && origin) {
      const degrees = criteria.distanceKm / KM_PER_DEGREE_LATITUDE;
      conditions.push(this.within('lat', origin.lat, degrees));
      // Away from the poles, the box in longitude too (a degree of longitude shrinks with the latitude).
      const shrink = Math.cos(((Math.abs(origin.lat) + degrees) * Math.PI) / 180);
      if (shrink > 0.05 && degrees / shrink < 180)
        conditions.push(this.within('lon', origin.lon, degrees / shrink));
      conditions.push(`${this.distance()} <= ${this.param(criteria.distanceKm * 1000)}`);
    }
    return conditions;
  }

  /**
   * The bounding box's side in one coordinate. Statements are prepared once for any place, so the
   * planner cannot tell a crowded area from an empty one: the form decides. Where many are within reach
   * (manyWithinDistance), the box is a cheap check the index cannot start from, and the page walks
   * members by activity, stopping at the first page; elsewhere it is a range the place index starts from.
   */
  private within(column: 'lat' | 'lon', centre: number, degrees: number): string {
    if (this.spec.manyWithinDistance)
      return `abs(e.${column} - ${this.param(centre)}) <= ${this.param(degrees)}`;
    return `e.${column} BETWEEN ${this.param(centre - degrees)} AND ${this.param(centre + degrees)}`;
  }

  /** After `key` in the order (score desc, hour of activity desc, distance asc, member id asc). */
  after(key: SearchKey, score: string, distance: string): string {
    const id = `e.member_id > ${this.param(key.memberId)}`;
    const hour = this.param(key.activeHour);
    let byDistance = id;
    if (distance !== '0') {
      const metres = this.param(key.distanceM);
      byDistance = `(${distance} > ${metres} OR (${distance} = ${metres} AND ${id}))`;
    }
    const byHour = `(e.active_hour < ${hour}::timestamptz OR (e.active_hour = ${hour}::timestamptz AND ${byDistance}))`;
    if (score === '0') return `e.active_hour <= ${hour}::timestamptz AND ${byHour}`;
    const scoreValue = this.param(key.score);
    return `(${score} < ${scoreValue} OR (${score} = ${scoreValue} AND ${byHour}))`;
  }
}

/** The day `years` years before `day` (YYYY-MM-DD); 29 February falls back to 28 February. */
export function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = year - years;
  const leap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  const safeDate = month === 2 && date === 29 && !leap ? 28 : date;
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(safeDate).padStart(2, '0')}`;
}
