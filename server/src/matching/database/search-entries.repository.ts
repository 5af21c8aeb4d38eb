import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../shared/database/prepared-query';
import type { SearchKey } from '../domain/search-cursor';
import { sameVersion, type SearchEntry } from '../domain/search-entry';
import { EXCLUDED_BY_BLOCKS } from './search-blocks.repository';
import { type SearchSpec, SearchSql, type SimilarSpec } from './search-sql';

interface EntryRow {
  entry_id: string;
  member_id: number;
  site_id: number;
  gender: string;
  seeking: string;
  birth_date: string;
  country: string;
  region_id: number | null;
  lat: number | null;
  lon: number | null;
  fictional: boolean;
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  relationship_status: string | null;
  appearance: string | null;
  ethnicity: string | null;
  active_hour: string;
  hidden: boolean;
}

/** The hour of activity as the entries keep it in JavaScript (hourOf): ISO 8601, UTC. */
const ACTIVE_HOUR = `to_char(active_hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00.000"Z"')`;

const ENTRY_COLUMNS = `entry_id, member_id, site_id, gender, seeking, to_char(birth_date, 'YYYY-MM-DD') AS birth_date,
  trim(country) AS country, region_id, lat, lon, fictional, hair_color, eye_color, body_type, relationship_status,
  appearance, ethnicity, ${ACTIVE_HOUR} AS active_hour, hidden`;

const toEntry = (row: EntryRow): SearchEntry => ({
  memberId: row.member_id,
  siteId: row.site_id,
  gender: row.gender,
  seeking: row.seeking,
  birthDate: row.birth_date,
  country: row.country,
  regionId: row.region_id,
  lat: row.lat,
  lon: row.lon,
  fictional: row.fictional,
  hairColor: row.hair_color,
  eyeColor: row.eye_color,
  bodyType: row.body_type,
  relationshipStatus: row.relationship_status,
  appearance: row.appearance,
  ethnicity: row.ethnicity,
  activeHour: row.active_hour,
  hidden: row.hidden,
});

/** A member found, with their place in the order. */
export type SearchHit = SearchKey;

/** How long replaced versions are kept: longer than a cursor lives. */
const KEEP_VERSIONS = `interval '24 hours'`;

/** matching's search index (search_entries): versions of what search filters and orders members by. */
@Injectable()
export class SearchEntriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The searcher's current entry (null: not indexed yet) and everyone blocked either way: one statement,
   * as every page of a search asks.
   */
  async searcher(memberId: number): Promise<{ entry: SearchEntry | null; excluded: number[] }> {
    const [row] = await preparedQuery<EntryRow & { excluded: number[] }>(
      this.dataSource,
      'searcher',
      `SELECT ${ENTRY_COLUMNS}, ARRAY(${EXCLUDED_BY_BLOCKS('$1')}) AS excluded
         FROM (VALUES (1)) one LEFT JOIN search_entries ON member_id = $1 AND valid_to IS NULL`,
      [memberId],
    );
    return { entry: row?.entry_id ? toEntry(row) : null, excluded: row?.excluded ?? [] };
  }

  /**
   * Writes the member's entry (null: the member is gone). A change of a versioned field closes the
   * current version at `now` and starts a new one; `hidden` applies to every version.
   */
  async write(memberId: number, entry: SearchEntry | null, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT ${ENTRY_COLUMNS} FROM search_entries WHERE member_id = $1 AND valid_to IS NULL FOR UPDATE`,
        [memberId],
      )) as EntryRow[];
      if (!entry) {
        await manager.query(`DELETE FROM search_entries WHERE member_id = $1`, [memberId]);
        return;
      }
      if (row && row.hidden !== entry.hidden)
        await manager.query(`UPDATE search_entries SET hidden = $2 WHERE member_id = $1`, [
          memberId,
          entry.hidden,
        ]);
      if (row && sameVersion(toEntry(row), entry)) return;
      if (row)
        await manager.query(`UPDATE search_entries SET valid_to = $2 WHERE entry_id = $1`, [
          row.entry_id,
          now,
        ]);
      await insertEntries(manager, [entry], now);
    });
  }

  /** Adds the entries of members not in the index yet (filling it); members already there are kept. */
  async insertMissing(entries: SearchEntry[], now: Date): Promise<void> {
    if (entries.length) await insertEntries(this.dataSource.manager, entries, now);
  }

  /**
   * After a large fill: planner statistics, and the visibility map that lets a page be read from the
   * index alone (until autovacuum gets there, a page reads every row of its day from the table).
   */
  async vacuum(): Promise<void> {
    await this.dataSource.query(`VACUUM ANALYZE search_entries`);
  }

  /** Which of `memberIds` the index holds. */
  async indexedAmong(memberIds: number[]): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT member_id FROM search_entries WHERE member_id = ANY($1::int[]) AND valid_to IS NULL`,
      [memberIds],
    )) as { member_id: number }[];
    return rows.map((row) => row.member_id);
  }

  /** The next `limit` members of the search after `after` (from the start when null). */
  async page(spec: SearchSpec, after: SearchKey | null, limit: number): Promise<SearchHit[]> {
    const sql = new SearchSql(spec);
    const score = sql.score();
    const distance = sql.distance();
    const conditions = [...sql.base(), ...sql.filters(spec.criteria)];
    if (after) conditions.push(sql.after(after, score, distance));
    return this.hits(sql, score, distance, conditions, limit);
  }

  /**
   * Page 1 of a search and how many it finds, counting up to `upTo`, in one statement: every member found
   * is read (up to `upTo`, in whatever order is cheapest) and the page is the first `limit` of them. Only
   * when fewer than `upTo` are found is that the whole result and the page right; at `upTo` the page must
   * be read in order (page).
   */
  async firstPage(
    spec: SearchSpec,
    limit: number,
    upTo: number,
  ): Promise<{ hits: SearchHit[]; found: number }> {
    const sql = new SearchSql(spec);
    const score = sql.score();
    const distance = sql.distance();
    const conditions = [...sql.base(), ...sql.filters(spec.criteria)];
    const rows = await this.run<HitRow & { found: number }>(
      sql,
      `SELECT member_id, score, ${ACTIVE_HOUR} AS active_hour, distance_m, count(*) OVER ()::int AS found
         FROM (SELECT e.member_id, ${score} AS score, e.active_hour, ${distance} AS distance_m
                 FROM search_entries e
                WHERE ${conditions.join(' AND ')}
                LIMIT ${sql.param(upTo)}) e
        ORDER BY ${orderOf(score, distance)}
        LIMIT ${sql.param(limit)}`,
    );
    return { hits: rows.map(toHit), found: rows[0]?.found ?? 0 };
  }

  /** The first `limit` members of the wider search that the strict one would not find. */
  async similar(spec: SimilarSpec, limit: number): Promise<SearchHit[]> {
    const sql = new SearchSql(spec);
    const score = sql.score();
    const distance = sql.distance();
    const conditions = [...sql.base(), ...sql.filters(spec.criteria), notAll(sql.filters(spec.unlike))];
    return this.hits(sql, score, distance, conditions, limit);
  }

  /** How many members the search finds, counting up to `upTo`. */
  async count(spec: SearchSpec | SimilarSpec, upTo: number): Promise<number> {
    const sql = new SearchSql(spec);
    const conditions = [...sql.base(), ...sql.filters(spec.criteria)];
    if ('unlike' in spec) conditions.push(notAll(sql.filters(spec.unlike)));
    const [row] = await this.run<{ n: number }>(
      sql,
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM search_entries e WHERE ${conditions.join(' AND ')}
        LIMIT ${sql.param(upTo)}) found`,
    );
    return row?.n ?? 0;
  }

  /** Forgets replaced versions no cursor can reach any more. */
  async sweep(now: Date): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM search_entries WHERE valid_to < $1::timestamptz - ${KEEP_VERSIONS}`,
      [now],
    );
  }

  /** Runs a search statement, prepared (SearchSql.within says how a distance search keeps a good plan). */
  private async run<Row>(sql: SearchSql, text: string): Promise<Row[]> {
    return preparedQuery<Row>(this.dataSource, statementName(text), text, sql.params);
  }

  private async hits(
    sql: SearchSql,
    score: string,
    distance: string,
    conditions: string[],
    limit: number,
  ): Promise<SearchHit[]> {
    const rows = await this.run<HitRow>(
      sql,
      `SELECT e.member_id, ${score} AS score, ${ACTIVE_HOUR.replace('active_hour', 'e.active_hour')} AS active_hour, ${distance} AS distance_m
         FROM search_entries e
        WHERE ${conditions.join(' AND ')}
        ORDER BY ${orderOf(score, distance)}
        LIMIT ${sql.param(limit)}`,
    );
    return rows.map(toHit);
  }
}

interface HitRow {
  member_id: number;
  score: number;
  active_hour: string;
  distance_m: number;
}

const toHit = (row: HitRow): SearchHit => ({
  memberId: row.member_id,
  score: Number(row.score),
  activeHour: row.active_hour,
  distanceM: Number(row.distance_m),
});

/** The order of search (SearchSql.after): score, hour of activity, distance, member id; constants left out. */
function orderOf(score: string, distance: string): string {
  const order = [
    score === '0' ? '' : 'score DESC',
    'e.active_hour DESC',
    distance === '0' ? '' : 'distance_m',
    'e.member_id',
  ];
  return order.filter(Boolean).join(', ');
}

/**
 * A search statement, prepared under a name made from its text: one per combination of filters (a few
 * hundred at most), planned once per connection instead of on every page.
 */
function statementName(text: string): string {
  return `search-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

/** Not every one of the conditions holds (a condition on a missing value counts as not holding). */
function notAll(conditions: string[]): string {
  return conditions.length ? `NOT COALESCE((${conditions.join(' AND ')}), false)` : 'false';
}

async function insertEntries(manager: EntityManager, entries: SearchEntry[], now: Date): Promise<void> {
  await manager.query(
    `INSERT INTO search_entries (member_id, site_id, gender, seeking, birth_date, country, region_id, lat, lon,
       fictional, hair_color, eye_color, body_type, relationship_status, appearance, ethnicity, active_hour,
       hidden, valid_from)
     SELECT "memberId", "siteId", gender, seeking, "birthDate"::date, country, "regionId", lat, lon, fictional,
       "hairColor", "eyeColor", "bodyType", "relationshipStatus", appearance, ethnicity, "activeHour"::timestamptz,
       hidden, $2
       FROM jsonb_to_recordset($1::jsonb) AS x("memberId" int, "siteId" int, gender text, seeking text,
         "birthDate" text, country text, "regionId" int, lat float8, lon float8, fictional boolean,
         "hairColor" text, "eyeColor" text, "bodyType" text, "relationshipStatus" text, appearance text,
         ethnicity text, "activeHour" text, hidden boolean)
     ON CONFLICT (member_id) WHERE valid_to IS NULL DO NOTHING`,
    [JSON.stringify(entries), now],
  );
}
