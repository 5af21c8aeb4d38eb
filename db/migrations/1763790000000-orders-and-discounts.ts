import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrdersAndDiscounts1763790000000 implements MigrationInterface {
  name = 'OrdersAndDiscounts1763790000000';

  async up(q: QueryRunner): Promise<void> {
    // billing: credit bundles per site, priced per country in that country's currency (minor units).
    await q.query(`
      CREATE TABLE credit_bundles (
        id serial PRIMARY KEY,
        site_id integer NOT NULL REFERENCES site_settings(id),
        credits integer NOT NULL CHECK (credits > 0),
        sort integer NOT NULL DEFAULT 0,
        popular boolean NOT NULL DEFAULT false,
        active boolean NOT NULL DEFAULT true,
        UNIQUE (site_id, credits)
      )`);
    await q.query(`
      CREATE TABLE bundle_prices (
        bundle_id integer NOT NULL REFERENCES credit_bundles(id) ON DELETE CASCADE,
        country char(2) NOT NULL,
        currency char(3) NOT NULL CHECK (currency IN ('EUR','GBP','USD','CHF','PLN','CAD','AUD','NZD')),
        amount integer NOT NULL CHECK (amount > 0),
        PRIMARY KEY (bundle_id, country)
      )`);

    // billing: discount codes and who used them (one use per member).
    await q.query(`
      CREATE TABLE discount_codes (
        id serial PRIMARY KEY,
        site_id integer NOT NULL REFERENCES site_settings(id),
        code varchar(40) NOT NULL,
        percentage integer NOT NULL CHECK (percentage BETWEEN 1 AND 90),
        minimum integer NOT NULL DEFAULT 0 CHECK (minimum >= 0),
        country char(2),
        active boolean NOT NULL DEFAULT true,
        valid_until timestamptz,
        UNIQUE (site_id, code)
      )`);

    // billing: an order for one bundle; its price is fixed by the server when it is made.
    await q.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY,
        account_id integer NOT NULL,
        site_id integer NOT NULL REFERENCES site_settings(id),
        bundle_id integer NOT NULL REFERENCES credit_bundles(id),
        credits integer NOT NULL CHECK (credits > 0),
        country char(2) NOT NULL,
        currency char(3) NOT NULL,
        list_amount integer NOT NULL CHECK (list_amount > 0),
        amount integer NOT NULL CHECK (amount > 0),
        discount_code varchar(40),
        discount_percentage integer NOT NULL DEFAULT 0,
        payment_method varchar(20) NOT NULL,
        provider varchar(20) NOT NULL,
        provider_payment_id varchar(100) UNIQUE,
        status varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending','completed','failed','cancelled','expired','refunded')),
        repeat_of uuid REFERENCES orders(id),
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        refunded_at timestamptz
      )`);
    await q.query(`CREATE INDEX orders_account ON orders (account_id, created_at DESC)`);
    // A discount code counts once per member: the first completed or pending order holding it.
    await q.query(`
      CREATE UNIQUE INDEX orders_code_once ON orders (account_id, discount_code)
        WHERE discount_code IS NOT NULL AND status IN ('pending','completed','refunded')`);

    // billing: every webhook call received, for audit (the order's state is what counts).
    await q.query(`
      CREATE TABLE payment_events (
        id bigserial PRIMARY KEY,
        provider varchar(20) NOT NULL,
        provider_payment_id varchar(100) NOT NULL,
        status varchar(20) NOT NULL,
        received_at timestamptz NOT NULL
      )`);

    // billing: the sandbox payment provider's own books (what a real provider keeps on its side).
    await q.query(`
      CREATE TABLE sandbox_payments (
        id varchar(40) PRIMARY KEY,
        amount integer NOT NULL,
        currency char(3) NOT NULL,
        description text NOT NULL,
        method varchar(20) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'open' CHECK (status IN ('open','pending','paid','failed','canceled','expired')),
        redirect_url text NOT NULL,
        webhook_url text NOT NULL,
        mandate varchar(40),
        created_at timestamptz NOT NULL
      )`);
    // billing: events that must not be lost (premium, purchased credits), written in the transaction that
    // causes them and published from here (DESIGN.md §2).
    await q.query(`
      CREATE TABLE billing_outbox (
        id bigserial PRIMARY KEY,
        event varchar(40) NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        published_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX billing_outbox_unpublished ON billing_outbox (id) WHERE published_at IS NULL`,
    );

    // billing: a payer's stored payment method for repeat orders (a mandate at the provider).
    await q.query(`
      CREATE TABLE payment_mandates (
        account_id integer PRIMARY KEY,
        provider varchar(20) NOT NULL,
        mandate_id varchar(100) NOT NULL,
        payment_method varchar(20) NOT NULL,
        label varchar(60) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'payment_mandates',
      'billing_outbox',
      'sandbox_payments',
      'payment_events',
      'orders',
      'discount_codes',
      'bundle_prices',
      'credit_bundles',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
