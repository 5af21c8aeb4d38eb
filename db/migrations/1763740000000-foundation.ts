import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763740000000 implements MigrationInterface {
  name = 'Foundation1763740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS citext`);

    // site: one row per branded site, looked up by domain.
    await q.query(`
      CREATE TABLE site_settings (
        id serial PRIMARY KEY,
        domain varchar(253) NOT NULL UNIQUE,
        is_default boolean NOT NULL DEFAULT false,
        name varchar(100) NOT NULL,
        domain_language varchar(10) NOT NULL DEFAULT 'en',
        cdn_prefix text NOT NULL,
        description text NOT NULL DEFAULT '',
        index_title text NOT NULL DEFAULT '',
        countries char(2)[] NOT NULL,
        signups varchar(20) NOT NULL DEFAULT 'all' CHECK (signups IN ('all','with_trafficsource','none')),
        logged_out_search varchar(10) NOT NULL DEFAULT 'all' CHECK (logged_out_search IN ('all','none')),
        logged_out_search_trafficsource varchar(10) NOT NULL DEFAULT 'all'
          CHECK (logged_out_search_trafficsource IN ('all','none')),
        enable_site_entry_popup varchar(100) NOT NULL DEFAULT 'yes',
        push_public_key text NOT NULL,
        push_private_key text NOT NULL,
        minimum_message_costs jsonb NOT NULL DEFAULT '{}',
        fictional_icon text NOT NULL DEFAULT '',
        visible_profile_fields text[] NOT NULL DEFAULT '{}',
        visible_profile_notes jsonb NOT NULL DEFAULT '{}',
        message_credits integer NOT NULL CHECK (message_credits >= 0),
        photo_credits integer NOT NULL CHECK (photo_credits >= 0),
        gift_credits integer NOT NULL CHECK (gift_credits >= 0),
        signup_credits integer NOT NULL CHECK (signup_credits >= 0),
        message_length integer NOT NULL CHECK (message_length > 0),
        support_email varchar(254) NOT NULL,
        search_fields text[] NOT NULL DEFAULT '{}',
        fictional_warning text NOT NULL DEFAULT '',
        fictional_singular text NOT NULL DEFAULT '',
        fictional_plural text NOT NULL DEFAULT '',
        refund_days integer NOT NULL CHECK (refund_days >= 0),
        member_resell boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX site_settings_one_default ON site_settings (is_default) WHERE is_default`,
    );

    await q.query(`
      CREATE TABLE company_info (
        site_id integer PRIMARY KEY REFERENCES site_settings(id) ON DELETE CASCADE,
        name text NOT NULL,
        address text NOT NULL,
        kvk varchar(32) NOT NULL,
        city text NOT NULL,
        country text NOT NULL,
        tradenames text[] NOT NULL DEFAULT '{}',
        vat_numbers text[] NOT NULL DEFAULT '{}',
        support_phone varchar(40) NOT NULL,
        delete_discount integer NOT NULL DEFAULT 0 CHECK (delete_discount BETWEEN 0 AND 100)
      )`);

    // profiles: reference data.
    await q.query(`
      CREATE TABLE interests (
        id serial PRIMARY KEY,
        slug varchar(60) NOT NULL UNIQUE,
        sort integer NOT NULL DEFAULT 0,
        labels jsonb NOT NULL
      )`);
    await q.query(`
      CREATE TABLE regions (
        id serial PRIMARY KEY,
        country char(2) NOT NULL,
        code varchar(10) NOT NULL,
        name text NOT NULL,
        UNIQUE (country, code)
      )`);

    // identity: accounts (the login), one per e-mail per site.
    await q.query(`
      CREATE TABLE accounts (
        id serial PRIMARY KEY,
        site_id integer NOT NULL REFERENCES site_settings(id),
        email citext NOT NULL,
        password_hash text NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'not_confirmed' CHECK (status IN ('not_confirmed','activated')),
        language char(2) NOT NULL DEFAULT 'en' CHECK (language IN ('en','de','es','fr','it','nl','pl')),
        paid_user boolean NOT NULL DEFAULT false,
        invisible boolean NOT NULL DEFAULT false,
        notifications_disabled text[] NOT NULL DEFAULT '{}',
        tracking jsonb NOT NULL DEFAULT '{}',
        is_demo boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz,
        deleted_at timestamptz,
        UNIQUE (site_id, email)
      )`);

    // profiles: the public face of an account (id = account id).
    await q.query(`
      CREATE TABLE profiles (
        id integer PRIMARY KEY,
        site_id integer NOT NULL REFERENCES site_settings(id),
        status varchar(20) NOT NULL DEFAULT 'disabled' CHECK (status IN ('enabled','disabled')),
        name varchar(50) NOT NULL,
        gender varchar(10) NOT NULL CHECK (gender IN ('male','female')),
        seeking varchar(10) NOT NULL CHECK (seeking IN ('male','female','both')),
        sexuality varchar(10) NOT NULL CHECK (sexuality IN ('hetero','gay','lesbian','bi')),
        birth_date date NOT NULL,
        country char(2) NOT NULL,
        region_id integer REFERENCES regions(id),
        city varchar(100) NOT NULL DEFAULT '',
        hair_color varchar(20),
        eye_color varchar(20),
        body_type varchar(20),
        relationship_status varchar(20),
        about text NOT NULL DEFAULT '',
        fictional boolean NOT NULL DEFAULT false,
        last_active_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX profiles_search ON profiles (site_id, status, gender, country, birth_date)`);
    await q.query(`
      CREATE TABLE profile_interests (
        profile_id integer NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        interest_id integer NOT NULL REFERENCES interests(id),
        PRIMARY KEY (profile_id, interest_id)
      )`);
    await q.query(`
      CREATE TABLE photos (
        id serial PRIMARY KEY,
        profile_id integer NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        filename varchar(200) NOT NULL,
        thumb_filename varchar(200) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected')),
        is_main boolean NOT NULL DEFAULT false,
        position integer NOT NULL DEFAULT 0,
        width integer NOT NULL,
        height integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX photos_profile ON photos (profile_id, position)`);
    await q.query(`CREATE UNIQUE INDEX photos_one_main ON photos (profile_id) WHERE is_main`);

    // admin: console accounts with a role.
    await q.query(`
      CREATE TABLE admin_accounts (
        id serial PRIMARY KEY,
        email citext NOT NULL UNIQUE,
        name varchar(100) NOT NULL,
        password_hash text NOT NULL,
        role varchar(20) NOT NULL CHECK (role IN ('operator','finance')),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'admin_accounts',
      'photos',
      'profile_interests',
      'profiles',
      'accounts',
      'regions',
      'interests',
      'company_info',
      'site_settings',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
