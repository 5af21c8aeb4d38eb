import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * matching: the search read model. Each row is a version of what search filters and orders a member by,
 * valid from `valid_from` until `valid_to` (null: the current version). A page after the first reads the
 * versions current at the search's start, so members who change between two pages neither repeat nor go
 * missing (docs/architecture.md, Search). `hidden` (not enabled, invisible, deleted) is the member's
 * state now, kept alike on all their versions: a hidden member leaves every search at once. Old
 * versions are swept once no cursor can reach them. Kept current by profiles' and identity's events.
 */
export class SearchEntries1763900000700 implements MigrationInterface {
  name = 'SearchEntries1763900000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_entries (
        entry_id bigserial PRIMARY KEY,
        member_id integer NOT NULL,
        site_id integer NOT NULL,
        gender varchar(16) NOT NULL,
        seeking varchar(16) NOT NULL,
        birth_date date NOT NULL,
        country char(2) NOT NULL,
        region_id integer,
        lat double precision,
        lon double precision,
        fictional boolean NOT NULL,
        hair_color varchar(32),
        eye_color varchar(32),
        body_type varchar(32),
        relationship_status varchar(32),
        appearance varchar(16),
        ethnicity varchar(16),
        active_hour timestamptz NOT NULL,
        hidden boolean NOT NULL,
        valid_from timestamptz NOT NULL,
        valid_to timestamptz
      )`);
    await q.query(
      `CREATE UNIQUE INDEX search_entries_current ON search_entries (member_id) WHERE valid_to IS NULL`,
    );
    await q.query(`CREATE INDEX search_entries_member ON search_entries (member_id)`);
    await q.query(
      `CREATE INDEX search_entries_closed ON search_entries (valid_to) WHERE valid_to IS NOT NULL`,
    );
    // The order of search (most recent hour of activity first), by site, by site and gender, and by site,
    // country and gender; the columns a page reads besides are included, so a page is read from the
    // index alone (once vacuum has marked the table's pages all-visible).
    const read = `INCLUDE (member_id, lat, lon, valid_from, valid_to) WHERE NOT hidden`;
    await q.query(
      `CREATE INDEX search_entries_by_activity ON search_entries (site_id, active_hour DESC) ${read}`,
    );
    await q.query(
      `CREATE INDEX search_entries_by_gender ON search_entries (site_id, gender, active_hour DESC) ${read}`,
    );
    await q.query(
      `CREATE INDEX search_entries_by_country ON search_entries (site_id, country, gender, active_hour DESC) ${read}`,
    );
    // A distance filter starts from the members inside its bounding box.
    await q.query(
      `CREATE INDEX search_entries_by_place ON search_entries (site_id, lat, lon) WHERE NOT hidden`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE search_entries`);
  }
}
