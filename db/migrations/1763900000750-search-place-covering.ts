import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * matching, distance searches:
 * - the distance filter's index carries what a page of a distance search reads and filters most (gender,
 *   birth date, activity, versions), so a page that starts from the bounding box reads the index alone
 *   instead of fetching every member inside the box from the table (a 25 km search around Amsterdam at
 *   100,000 members: 981 buffers and 3.5 ms before, 70 buffers and 0.7 ms with it);
 * - statistics of where members live (site, latitude and longitude together): members cluster in cities,
 *   so the planner's guess from latitude and longitude apart missed how many live in a box by 10 times
 *   and more. With them it walks members by activity where the area is dense (the first page comes at
 *   once: 0.3 ms for 50 km around Amsterdam) and starts from the box where it is sparse.
 */
export class SearchPlaceCovering1763900000750 implements MigrationInterface {
  name = 'SearchPlaceCovering1763900000750';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX search_entries_by_place`);
    await q.query(
      `CREATE INDEX search_entries_by_place ON search_entries (site_id, lat, lon)
         INCLUDE (member_id, gender, birth_date, active_hour, valid_from, valid_to) WHERE NOT hidden`,
    );
    await q.query(`CREATE STATISTICS search_entries_places (mcv) ON site_id, lat, lon FROM search_entries`);
    // Up to 1,000 of the most common places (cities) remembered, not the default 100.
    await q.query(`ALTER STATISTICS search_entries_places SET STATISTICS 1000`);
    await q.query(`ANALYZE search_entries`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP STATISTICS search_entries_places`);
    await q.query(`DROP INDEX search_entries_by_place`);
    await q.query(
      `CREATE INDEX search_entries_by_place ON search_entries (site_id, lat, lon) WHERE NOT hidden`,
    );
    await q.query(`CREATE STATISTICS search_entries_places (mcv) ON site_id, lat, lon FROM search_entries`);
    // Up to 1,000 of the most common places (cities) remembered, not the default 100.
    await q.query(`ALTER STATISTICS search_entries_places SET STATISTICS 1000`);
    await q.query(`ANALYZE search_entries`);
  }
}
