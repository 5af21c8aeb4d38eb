import type { QueryRunner } from 'typeorm';
import {
  CLAIM_DELIVERY_SQL,
  CLAIM_NEXT_DUE_SQL,
  MARK_DELIVERED_SQL,
  RETRY_LATER_SQL,
} from '../../server/src/shared/outbox/delivery-statements';
import { createTestApp, type TestApp } from './helpers/test-app';

const DELIVERED = 20_000;
const BACKLOG = 3000;
const MARKS = 30;

interface PlanNode {
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The outbox's statements that find deliveries by their key, under the statistics a live system has:
 * taken when nothing was due (deliveries are done within milliseconds), then a backlog. The planner then
 * takes the due index for empty, so a statement that lets it choose that index scans the whole backlog
 * for each of its rows (stop 59: each batch of marks read thousands of rows at 500 messages a second).
 * Everything happens in one transaction that is rolled back, the column statistics with it (the table's row
 * estimate, which ANALYZE writes in place, stays until the next ANALYZE).
 */
describe('outbox deliveries found by their key', () => {
  let t: TestApp;
  let runner: QueryRunner;

  beforeAll(async () => {
    t = await createTestApp();
    runner = t.db.createQueryRunner();
    await runner.startTransaction();
    await runner.query(`UPDATE outbox_deliveries SET delivered_at = now() WHERE delivered_at IS NULL`);
    await addDeliveries(DELIVERED, 'now()');
    await runner.query(`ANALYZE outbox_deliveries`);
    await addDeliveries(BACKLOG, 'NULL');
  });
  afterAll(async () => {
    await runner.rollbackTransaction();
    await runner.release();
    await t.close();
  });

  /** `count` events of a test handler, each with one delivery delivered at `deliveredAt`. */
  async function addDeliveries(count: number, deliveredAt: string): Promise<void> {
    await runner.query(
      `WITH events AS (
         INSERT INTO outbox (event, payload, created_at, published_at)
         SELECT 'PlanProbe', '{}', now(), now() FROM generate_series(1, $1) RETURNING id)
       INSERT INTO outbox_deliveries (event_id, handler, next_attempt_at, delivered_at)
       SELECT id, 'PlanProbeHandler', now(), ${deliveredAt} FROM events`,
      [count],
    );
  }

  async function backlogKeys(): Promise<string[]> {
    const rows = (await runner.query(
      `SELECT event_id::text AS id FROM outbox_deliveries
        WHERE handler = 'PlanProbeHandler' AND delivered_at IS NULL ORDER BY event_id DESC LIMIT $1`,
      [MARKS],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /** The indexes the plan of `sql` with `values` reads. */
  async function indexesOf(sql: string, values: unknown[]): Promise<string[]> {
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = (await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`, values)) as [
      { 'QUERY PLAN': [{ Plan: PlanNode }] },
    ];
    const names: string[] = [];
    const walk = (node: PlanNode) => {
      if (node['Index Name']) names.push(node['Index Name']);
      node.Plans?.forEach(walk);
    };
    walk(plan.Plan);
    return names;
  }

  it('is the trap: a plain "not delivered" lets the planner scan the backlog through the due index', async () => {
    const keys = await backlogKeys();
    const plain = MARK_DELIVERED_SQL.replace(
      /coalesce\(d\.delivered_at, 'infinity'\) = 'infinity'/,
      'd.delivered_at IS NULL',
    );
    expect(plain).not.toBe(MARK_DELIVERED_SQL);
    expect(await indexesOf(plain, [keys, keys.map(() => 'PlanProbeHandler'), new Date()])).toContain(
      'outbox_deliveries_due',
    );
  });

  it('marks a batch done through the key', async () => {
    const keys = await backlogKeys();
    const indexes = await indexesOf(MARK_DELIVERED_SQL, [
      keys,
      keys.map(() => 'PlanProbeHandler'),
      new Date(),
    ]);
    expect(indexes).toContain('outbox_deliveries_pkey');
    expect(indexes).not.toContain('outbox_deliveries_due');
  });

  it('claims one delivery and notes its retry through the key', async () => {
    const [key] = await backlogKeys();
    const claim = await indexesOf(CLAIM_DELIVERY_SQL, [new Date(), key, 'PlanProbeHandler']);
    const retry = await indexesOf(RETRY_LATER_SQL, [key, 'PlanProbeHandler', 1, new Date(), 'failed']);
    for (const indexes of [claim, retry]) {
      expect(indexes).toContain('outbox_deliveries_pkey');
      expect(indexes).not.toContain('outbox_deliveries_due');
    }
  });

  it('still finds the next due delivery through the due index', async () => {
    expect(await indexesOf(CLAIM_NEXT_DUE_SQL, [new Date()])).toContain('outbox_deliveries_due');
  });
});
