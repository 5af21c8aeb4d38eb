import { argon2id, hash } from 'argon2';
import type { Express } from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { AccountTokenStore } from '../../server/src/identity/database/account-token-store';
import { en } from '../../server/src/shared/i18n/locales/en';
import {
  MAX_PASSWORD,
  MIN_PASSWORD,
  PASSWORD_CHECKS_PER_ACCOUNT,
} from '../../server/src/identity/domain/password-rules';
import { eventually } from './helpers/eventually';
import { createBundles, createCompanyInfo, createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Property-based: every JSON endpoint of the running app, found by walking its router (so endpoints
 * added later are fuzzed too), gets generated bad input. Whatever it gets, the answer is never a
 * 5xx, every 4xx is `{error, message}`, and nothing in the database changes (issue 9 §5).
 *
 * Two families of input:
 * - refused everywhere: JSON nested too deep, malformed JSON, a body that is no object, NUL or a lone
 *   surrogate anywhere in body, query or path, prototype keys, a body that is not JSON: always a 400
 *   (413 past the size limit), whatever the route;
 * - wrong values in well-formed requests (ids of 2^31 and more, negative or fractional ids, null,
 *   wrong types, oversized strings, nesting) under the field names the API reads, sent as JSON, as a
 *   form or as multipart (with a file no upload accepts, or cut short): never a 5xx.
 * Fields read only behind the right password or a valid one-time link also get well-typed wrong values,
 * sent with the password or the link that reaches them: each refused, nothing changed, the link unused.
 *
 * FUZZ_RUNS scales the runs per endpoint; FUZZ_SEED replays a run (fast-check prints seed and path
 * of the shrunk counterexample on failure).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PREFIXES = ['/api/', '/admin/api/'];
/** Generous: the runs are bounded by numRuns, this only stops a hung request from hanging the suite. */
const FUZZ_TIMEOUT_MS = Math.max(1, RUNS) * 10 * 60_000;

/**
 * Endpoints whose effect does not depend on their input, so any well-formed request is as good as
 * none: the second family is not sent to them (the first still is, and must be refused).
 */
const INPUT_FREE: Record<string, string> = {
  'GET /api/logout.php': 'ends the session whatever the query',
  'POST /admin/api/logout': 'ends the admin session whatever the body',
  'POST /admin/api/me/totp': 'starts a TOTP enrolment (a new secret) whatever the body',
  'POST /api/activate-resend.php': 'mails a new activation link whatever the body',
  'POST /api/page-hidden.php': 'notes the app as hidden whatever the body (a beacon)',
  'POST /api/data-export.php': "asks for a copy of the member's data whatever the body",
};

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
interface Endpoint {
  method: Method;
  path: string;
}

/** The field names the API reads, by kind: each kind gets values that no field of it accepts. */
const ID_FIELDS = [
  'id',
  'photo_id',
  'bundle_id',
  'region_id',
  'interests',
  'payment_id',
  // admin/api/adjustments
  'account_id',
  // messages.php, chat.php
  'member_id',
  'conversation_id',
  'gift_id',
  'profile_id',
  // complaints.php, /admin/api/complaints/:id/assign
  'message_id',
  'admin_id',
  // admin: sites, discount_codes, bundles, gifts (numbers the console sends)
  'site_id',
  'percentage',
  'minimum',
  'credits',
  'message_length',
  'sort',
  // admin photos/approve, photos/reject
  'ids',
];
const TEXT_FIELDS = [
  'email',
  'password',
  'old_password',
  'new_password',
  'password_confirmation',
  'name',
  'about',
  'city',
  'remarks',
  'signup_message',
  'date_of_birth',
  'token',
  'code',
  'discount_code',
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'phone',
  'network',
  'ref',
  'sub1',
  // messages.php, orders.php, repeat-order.php (idempotency keys)
  'client_id',
  'text',
  // admin/api/adjustments
  'idempotency_key',
  // push-subscriptions.php, user.php?push=1 (an object: anything else is as wrong)
  'subscription',
  // /admin/api/complaints/:id/resolve and /dismiss
  'note',
  // admin: sites, discount_codes, gifts
  'domain',
  'slug',
  'image',
  'names',
  'prices',
  'valid_from',
  'valid_until',
  // admin fictional_conversations notes
  'notes',
];
const CHOICE_FIELDS = [
  'language',
  'reason',
  'gender',
  'seeking',
  'country',
  'payment_method',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'appearance',
  'ethnicity',
  'outcome',
  'remember',
  'action',
  // notifications.php, mail-events.php
  'frequency',
  'event',
  // admin: sites, bundles
  'signups',
  'currency',
  // admin members/:id/fictional (a boolean)
  'fictional',
];
const QUERY_FIELDS = [
  'id',
  'lat',
  'lon',
  'country',
  'domain',
  'code',
  'welcome',
  'token',
  'provider',
  // search.php
  'gender',
  'countryregion',
  'min_age',
  'max_age',
  'distance',
  'hair_color',
  'appearance',
  'ethnicity',
  'cursor',
  // messages.php
  'conversation_id',
  'member_id',
  'before',
  // unsubscribe.php
  't',
  // user.php?push=1
  'push',
  // admin/api/finance_charts
  'from',
  'to',
];
const BOOLEAN_FIELDS = [
  'invisible',
  'authorization',
  'ethnicity_consent',
  'enable_email',
  // push-subscriptions.php
  'show_message_text',
  'enabled',
  // admin: discount_codes, bundles, gifts, sites
  'active',
  'popular',
  'member_resell',
];
/** admin: sites' profile notes, a text per language ({about: {en: '…', de: '…'}}). */
const NOTES_FIELDS = ['visible_profile_notes'];
/** admin: sites' own texts, a text per language ({en: '…', de: '…'}). */
const LOCALISED_TEXT_FIELDS = [
  'description',
  'index_title',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
];
const LIST_QUERY_FIELDS = ['sort', 'range', 'filter'];
const ALL_FIELDS = [
  ...ID_FIELDS,
  ...TEXT_FIELDS,
  ...CHOICE_FIELDS,
  ...BOOLEAN_FIELDS,
  ...NOTES_FIELDS,
  ...LOCALISED_TEXT_FIELDS,
];

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

// ---- values no field accepts ----------------------------------------------------------------------

const hugeNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 + 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  1e300,
  -(2 ** 31) - 1,
  -1e300,
  2 ** 31 + 0.5,
);
const oversized = fc
  .tuple(fc.integer({ min: 2_100, max: 20_000 }), fc.constantFrom('x', 'é', '🙂', '1'))
  .map(([length, unit]) => unit.repeat(length));
const wrongScalar = fc.oneof(fc.constant(null), hugeNumber, oversized);
const nested = fc.oneof(
  fc.constant({}),
  fc.constant([null]),
  fc.array(wrongScalar, { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...ALL_FIELDS), wrongScalar, { minKeys: 1, maxKeys: 2 }),
);
const badId = fc.oneof(
  wrongScalar,
  nested,
  fc.boolean(),
  fc.constantFrom(0, -1, 1.5, -0.5, 1e-7),
  fc.constantFrom('2147483648', '99999999999999999999', '-1', '0', '1.5', '1e3', '0x10', ' 1', 'abc', ''),
);
const badText = fc.oneof(wrongScalar, nested, fc.boolean(), fc.integer(), fc.double({ noNaN: true }));
const badChoice = fc.oneof(badText, fc.constantFrom('not-a-choice', 'ZZ', 'ÿ', 'EN ', 'de\n'));
const badBoolean = fc.oneof(wrongScalar, nested, fc.constantFrom(0, 1, 'true', 'yes', ''));

/** Profile notes no site takes: one text for all languages, no English, a language or a field it does not know, too long. */
const someText = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim().length > 0);
const badNotes = fc.oneof(
  wrongScalar,
  fc.constant([null]),
  fc.dictionary(fc.constantFrom('about', 'interests'), someText, { minKeys: 1, maxKeys: 2 }),
  fc.dictionary(fc.constantFrom('about', 'interests'), fc.record({ de: someText }), {
    minKeys: 1,
    maxKeys: 2,
  }),
  fc.record({ about: fc.record({ en: someText, pt: someText }) }),
  fc.record({ About: fc.record({ en: someText }) }),
  fc.record({ about: fc.record({ en: oversized }) }),
  fc.record({ about: fc.record({ en: fc.oneof(hugeNumber, fc.boolean(), fc.constant([null])) }) }),
);

/** Site texts no site takes (objects, so no plain-text field elsewhere takes them either): no English, a language it does not know, too long. */
const badLocalisedText = fc.oneof(
  wrongScalar,
  fc.constant([null]),
  fc.record({ de: someText }),
  fc.record({ en: fc.constant(''), de: someText }),
  fc.record({ en: someText, pt: someText }),
  fc.record({ en: oversized }),
  fc.record({ en: fc.oneof(hugeNumber, fc.boolean(), fc.constant([null]), nested) }),
);

const badField = fc.oneof(
  fc.tuple(fc.constantFrom(...ID_FIELDS), badId),
  fc.tuple(fc.constantFrom(...TEXT_FIELDS), badText),
  fc.tuple(fc.constantFrom(...CHOICE_FIELDS), badChoice),
  fc.tuple(fc.constantFrom(...BOOLEAN_FIELDS), badBoolean),
  fc.tuple(fc.constantFrom(...NOTES_FIELDS), badNotes),
  fc.tuple(fc.constantFrom(...LOCALISED_TEXT_FIELDS), badLocalisedText),
);
const badObject = fc
  .uniqueArray(badField, { minLength: 1, maxLength: 4, selector: ([name]) => name })
  .map((fields) => Object.fromEntries(fields) as Record<string, unknown>);

const badQueryValue = fc.oneof(
  fc.constantFrom('2147483648', '99999999999999999999', '-2147483649', '1e400', 'NaN', 'Infinity'),
  fc.constantFrom('0x10', '1.5.5', '91', '-181', 'abc', '', '%', '%ZZ', '%ED%A0%80'),
  fc.integer({ min: 2_100, max: 4_000 }).map((length) => 'x'.repeat(length)),
);
const badListValue = fc.constantFrom(
  '{"id":2147483648}',
  '{"account_id":-1}',
  '{"id":[1.5,"x"]}',
  '{"email":{"a":1}}',
  '{"created_at":"2026-13-45"}',
  '{"unknown":1}',
  '[0,1e300]',
  '[-1,5]',
  '[5,1]',
  '["id","DESC; DROP TABLE accounts"]',
  '["no_such_field","ASC"]',
  '"string"',
  'null',
  '{"a":',
  `${'['.repeat(64)}${']'.repeat(64)}`,
  '{"q":"\\u0000"}',
  '{"q":"\\ud800"}',
  '{"__proto__":{"x":1}}',
);
const badQuery = fc.oneof(
  fc.dictionary(fc.constantFrom(...QUERY_FIELDS), badQueryValue, { minKeys: 1, maxKeys: 3 }),
  fc.dictionary(fc.constantFrom(...LIST_QUERY_FIELDS), badListValue, { minKeys: 1, maxKeys: 2 }),
);

/** Route parameters (`:id`) as generated path segments. */
const badParam = fc.constantFrom(
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  'abc',
  'x'.repeat(3000),
);

/** Upload fields (photos.php, messages.php, the console's gift image) and files no upload accepts. */
const FILE_FIELDS = ['photo', 'image', 'file'];
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const badFile = fc.record({
  field: fc.constantFrom(...FILE_FIELDS),
  filename: fc.constantFrom('me.jpg', '', '../../etc/passwd', `${'a'.repeat(300)}.png`, 'x.svg', 'noext'),
  type: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/plain', 'application/octet-stream'),
  bytes: fc.oneof(
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(JPEG_START),
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
  ),
});
/** A multipart body: the fields, maybe a file, maybe cut short (no closing boundary, or mid-part). */
const badMultipart = fc.record({
  file: fc.option(badFile, { nil: undefined }),
  cut: fc.constantFrom<'whole' | 'no-end' | 'mid-part'>('whole', 'whole', 'no-end', 'mid-part'),
});

// ---- fields read only behind the right password ---------------------------------------------------

/** A new password outside the length rules (no NUL: that is refused everywhere, before the field). */
const passwordOutsideTheRules = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t'.repeat(MIN_PASSWORD - 1),
    '🙂🙂🙂',
    'x'.repeat(MAX_PASSWORD + 1),
    'é'.repeat(200),
  ),
  // Any characters short of the 8 a password needs (counted as the server counts them).
  fc
    .string({ unit: 'grapheme', maxLength: MIN_PASSWORD - 1 })
    .filter((text) => text.length < MIN_PASSWORD && !text.includes('\u0000')),
);

/** Past this many checks an hour the answer is a 429 and the field is not reached. */
const PASSWORD_CHECKS_PER_HOUR = PASSWORD_CHECKS_PER_ACCOUNT.max;

/**
 * The endpoints that check the current password before they read the rest, with values of the rest that
 * pass the body's type check and are still wrong (each must be refused, never a change).
 */
function behindThePassword(
  takenEmail: string,
): Record<string, { password: string; field: string; values: (ownEmail: string) => fc.Arbitrary<string> }> {
  return {
    'POST /api/password.php': {
      password: 'old_password',
      field: 'new_password',
      values: () => passwordOutsideTheRules,
    },
    'POST /api/mail-change.php': {
      password: 'password',
      field: 'email',
      values: (ownEmail) =>
        fc.constantFrom(
          '',
          '   ',
          'not-an-email',
          'anna@kindred',
          '@kindred.test',
          'anna@@kindred.test',
          'anna@kindred.t',
          `${'x'.repeat(250)}@kindred.test`,
          'anna@kindred.test\r\nBcc: eve@evil.test',
          'anna@kindred.test,eve@evil.test',
          ownEmail,
          ` ${ownEmail.toUpperCase()} `,
          takenEmail,
          takenEmail.toUpperCase(),
        ),
    },
  };
}

/**
 * A new password and its confirmation that a valid reset link must refuse: outside the length rules
 * (confirmed alike), or of the right length and confirmed differently.
 */
const wrongResetPasswords = fc.oneof(
  passwordOutsideTheRules.map((password) => ({ password, password_confirmation: password })),
  fc
    .tuple(
      fc.string({ minLength: MIN_PASSWORD, maxLength: 40 }).filter((text) => text.length >= MIN_PASSWORD),
      fc.string({ maxLength: 40 }),
    )
    .filter(
      ([password, confirmation]) =>
        password !== confirmation && !`${password}${confirmation}`.includes('\u0000'),
    )
    .map(([password, confirmation]) => ({ password, password_confirmation: confirmation })),
);

// ---- requests refused everywhere ------------------------------------------------------------------

interface Attack {
  label: string;
  contentType?: string;
  body?: string;
  query?: string;
  param?: string;
  writeOnly?: boolean;
  /** The one status every route must answer (CSRF, auth and routing come later or not at all). */
  status: 400 | 413;
}

const withBadCharacter = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', ...LONE_SURROGATES),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => before + bad + after);

const refusedEverywhere: fc.Arbitrary<Attack> = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 33, max: 12_000 }),
      fc.constantFrom('[', '{"a":'),
      fc.constantFrom(...ALL_FIELDS),
    )
    .map(([depth, open, field]) => ({
      label: `JSON ${depth} deep`,
      contentType: 'application/json',
      body: `{"${field}":${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}}`,
      status: 400 as const,
    })),
  fc
    .constantFrom(
      '{',
      '{"a":}',
      '{"a" 1}',
      "{'a':1}",
      '[1,]',
      'nul',
      '{"a":"\\x"}',
      '{"a":1}}',
      '\u0000',
      'true',
    )
    .map((body) => ({
      label: 'malformed JSON',
      contentType: 'application/json',
      body,
      status: 400 as const,
    })),
  fc
    .oneof(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.string(), fc.integer(), fc.constant(null))
    .map((value) => ({
      label: 'JSON body that is no object',
      contentType: 'application/json',
      body: JSON.stringify(value),
      status: 400 as const,
    })),
  fc
    .tuple(fc.constantFrom(...ALL_FIELDS), withBadCharacter, fc.boolean(), fc.boolean())
    .map(([field, text, inKey, deeper]) => {
      const inner = inKey ? { [text]: 'x' } : { [field]: text };
      return {
        label: 'NUL or lone surrogate in the JSON body',
        contentType: 'application/json',
        body: JSON.stringify(deeper ? { [field]: [inner] } : inner),
        status: 400 as const,
      };
    }),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.constantFrom(...ALL_FIELDS))
    .map(([key, field]) => ({
      label: `${key} key`,
      contentType: 'application/json',
      body: `{"${field}":{"${key}":{"polluted":true}},"${key}":{"polluted":true}}`,
      status: 400 as const,
    })),
  fc.tuple(fc.constantFrom(...QUERY_FIELDS), fc.boolean()).map(([field, inKey]) => ({
    label: 'NUL in the query string',
    query: inKey ? `${field}%00=1` : `${field}=a%00b`,
    status: 400 as const,
  })),
  fc.constantFrom('a%00b', '%00', '%E0%A4%A', '%ZZ').map((param) => ({
    label: 'NUL or bad encoding in the path',
    param,
    status: 400 as const,
  })),
  fc.constantFrom('id=%00', 'email=a%00b&password=x', 'id=1&remarks=%00').map((body) => ({
    label: 'NUL in a form body',
    contentType: 'application/x-www-form-urlencoded',
    body,
    status: 400 as const,
  })),
  fc
    .tuple(
      fc.constantFrom('text/plain', 'application/xml', 'text/html', 'application/octet-stream', 'image/png'),
      fc.constantFrom('{"id":1}', 'id=1', '<id>1</id>', 'hello'),
    )
    .map(([contentType, body]) => ({
      label: `${contentType} body`,
      contentType,
      body,
      writeOnly: true,
      status: 400 as const,
    })),
  fc.constant({
    label: 'body past the size limit',
    contentType: 'application/json',
    body: JSON.stringify({ about: 'x'.repeat(200_000) }),
    status: 413 as const,
  }),
);

// ---- the test -------------------------------------------------------------------------------------

describe('fuzzing every JSON endpoint', () => {
  let t: TestApp;
  let endpoints: Endpoint[];
  let member: request.Agent;
  let memberId: number;
  let admin: request.Agent;
  /** A chat agent: fictional_conversations is theirs alone (a finance admin gets 403 before any input is read). */
  let chatAgent: request.Agent;
  let snapshotSql: string;
  let otherEmail: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    const site = await createSite(t.db, { is_default: true });
    await createCompanyInfo(t.db, site.id);
    await createBundles(t.db, site.id);
    const signedUp = await signUp(t);
    member = signedUp.agent;
    memberId = signedUp.user.id;
    otherEmail = (await signUp(t, { name: 'Ben', gender: 'male', seeking: 'female' })).body.email;

    await t.db.query(
      `INSERT INTO admin_accounts (email, name, password_hash, role) VALUES ('fuzz@kindred.test', 'Fuzz', $1, 'super_admin')`,
      [await hash('finance-pass-1', { type: argon2id })],
    );
    admin = request.agent(t.http);
    await admin
      .post('/admin/api/login')
      .set('X-Request-Type', 'client')
      .send({ email: 'fuzz@kindred.test', password: 'finance-pass-1' })
      .expect(200);
    await t.db.query(
      `INSERT INTO admin_accounts (email, name, password_hash, role) VALUES ('fuzz-agent@kindred.test', 'Fuzz agent', $1, 'chat_agent')`,
      [await hash('agent-pass-1', { type: argon2id })],
    );
    chatAgent = request.agent(t.http);
    await chatAgent
      .post('/admin/api/login')
      .set('X-Request-Type', 'client')
      .send({ email: 'fuzz-agent@kindred.test', password: 'agent-pass-1' })
      .expect(200);

    endpoints = discoverEndpoints(t);
    snapshotSql = await buildSnapshotSql(t);
    // Work that follows a signup (the signup credits) lands before the first snapshot; then warm up
    // what a first request may write once (e.g. "last active" at the fixed clock's minute).
    await eventually(
      async () =>
        ((await t.db.query('SELECT count(*)::int AS n FROM credit_ledger')) as [{ n: number }])[0].n,
      (entries) => entries >= 2,
    );
    await member.get('/api/user.php').expect(200);
    await member.get('/api/profile.php').expect(200);
  });
  afterAll(() => t.close());

  it('finds the endpoints by walking the router', () => {
    const names = endpoints.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    // A sample of each module, so a broken discovery fails here rather than fuzzing nothing.
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/user.php',
        'PUT /api/user.php',
        'PUT /api/profile.php',
        'POST /api/block.php',
        'POST /api/orders.php',
        'GET /api/transactions.php',
        'POST /api/sandbox/checkout.php',
        'POST /api/sandbox/fail-to-start.php',
        'GET /admin/api/ledger/:id',
        'GET /admin/api/ledger/export.csv',
        'GET /admin/api/orders/export.csv',
        'POST /admin/api/orders/:id/refund',
        'POST /admin/api/adjustments',
        'GET /admin/api/finance_charts',
        'GET /admin/api/admins',
        'POST /admin/api/sites',
        'PUT /admin/api/sites/:id',
        'POST /admin/api/gifts/image',
        'POST /admin/api/admins',
        'PUT /admin/api/admins/:id',
        'POST /admin/api/admins/:id/reset-password',
        'POST /admin/api/admins/:id/reset-totp',
        'POST /admin/api/me/totp/confirm',
        'POST /admin/api/me/totp/disable',
        'GET /admin/api/audit_log',
        'GET /admin/api/audit_log/:id',
        'GET /admin/api/photos',
        'POST /admin/api/photos/approve',
        'POST /admin/api/photos/reject',
        'GET /admin/api/members',
        'GET /admin/api/members/:id',
        'POST /admin/api/members/:id/ban',
        'POST /admin/api/members/:id/fictional',
        'GET /api/manifest.webmanifest',
        'GET /api/like-totals.php',
        'GET /api/signup-matches.php',
        'GET /api/search.php',
        'POST /api/swipe.php',
        'GET /api/chats.php',
        'GET /api/chat-totals.php',
        'GET /api/messages.php',
        'POST /api/messages.php',
        'POST /api/chat-read.php',
        'DELETE /api/chat.php',
        'GET /api/gifts.php',
        'POST /api/page-hidden.php',
        'GET /api/notifications.php',
        'PUT /api/notifications.php',
        'GET /api/unsubscribe.php',
        'POST /api/unsubscribe.php',
        'POST /api/mail-events.php',
        'GET /api/push-subscriptions.php',
        'POST /api/push-subscriptions.php',
        'PUT /api/push-subscriptions.php',
        'DELETE /api/push-subscriptions.php',
        'GET /api/complaints.php',
        'POST /api/complaints.php',
        'GET /admin/api/complaints',
        'POST /admin/api/complaints/:id/assign',
        'POST /admin/api/complaints/:id/resolve',
        'POST /admin/api/complaints/:id/dismiss',
        'GET /admin/api/fictional_conversations',
        'GET /admin/api/fictional_conversations/:id',
        'POST /admin/api/fictional_conversations/:id/claim',
        'POST /admin/api/fictional_conversations/:id/release',
        'POST /admin/api/fictional_conversations/:id/messages',
        'PUT /admin/api/fictional_conversations/:id/notes',
      ]),
    );
    expect(endpoints.length).toBeGreaterThan(40);
  });

  it(
    'refuses input that is bad everywhere with a 400 and changes nothing',
    async () => {
      for (const endpoint of endpoints) {
        await fc.assert(
          fc.asyncProperty(refusedEverywhere, fc.boolean(), async (attack, anonymous) => {
            if (attack.writeOnly && endpoint.method === 'get') return;
            if (attack.param !== undefined && !endpoint.path.includes(':')) return;
            const before = await snapshot();
            const response = await send(endpoint, {
              anonymous,
              path: fillParams(endpoint.path, attack.param ?? '1'),
              query: attack.query,
              contentType: attack.contentType,
              body: attack.body,
            });
            expectAnswer(response, endpoint, attack.label);
            expect({ endpoint, attack: attack.label, status: response.status }).toEqual({
              endpoint,
              attack: attack.label,
              status: attack.status,
            });
            expect(await snapshot()).toEqual(before);
          }),
          { numRuns: Math.max(1, Math.round(12 * RUNS)), seed: SEED, endOnFailure: false },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers wrong values in well-formed requests without a 5xx and changes nothing',
    async () => {
      const fuzzed = endpoints.filter(({ method, path }) => !INPUT_FREE[`${method.toUpperCase()} ${path}`]);
      for (const endpoint of fuzzed) {
        const isWrite = endpoint.method !== 'get';
        await fc.assert(
          fc.asyncProperty(
            isWrite ? badObject : fc.constant(undefined),
            fc.option(badQuery, { nil: undefined }),
            badParam,
            fc.constantFrom<'json' | 'form' | 'multipart'>('json', 'json', 'form', 'multipart'),
            badMultipart,
            fc.boolean(),
            async (body, query, param, encoding, multipart, anonymous) => {
              const before = await snapshot();
              const response = await send(endpoint, {
                anonymous,
                path: fillParams(endpoint.path, encodeURIComponent(param)),
                query: query ? new URLSearchParams(query).toString() : undefined,
                ...(body === undefined
                  ? {}
                  : encoding === 'json'
                    ? { contentType: 'application/json', body: JSON.stringify(body) }
                    : encoding === 'form'
                      ? { contentType: 'application/x-www-form-urlencoded', body: formOf(body) }
                      : {
                          contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
                          body: multipartOf(body, multipart),
                        }),
              });
              expectAnswer(response, endpoint, 'wrong values');
              expect(await snapshot()).toEqual(before);
            },
          ),
          { numRuns: Math.max(1, Math.round(15 * RUNS)), seed: SEED, endOnFailure: false },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers wrong values behind the right password without a 5xx and changes nothing',
    async () => {
      // Sent with a wrong password, these fields are never read: the password check answers first.
      for (const [name, { password, field, values }] of Object.entries(behindThePassword(otherEmail))) {
        const endpoint = endpoints.find(({ method, path }) => `${method.toUpperCase()} ${path}` === name);
        expect({ name, found: endpoint !== undefined }).toEqual({ name, found: true });
        // Its own member: the current password may be checked 10 times an hour per account.
        const owner = await signUp(t, { name: 'Cleo' });
        const right = owner.body.password as string;
        const own = owner.body.email as string;
        await fc.assert(
          fc.asyncProperty(values(own), async (value) => {
            const before = await snapshot(owner.user.id);
            const response = await owner.agent
              .post(endpoint!.path)
              .set('X-Request-Type', 'client')
              .set('X-Forwarded-For', nextClientAddress())
              .send({ [password]: right, [field]: value });
            expectAnswer(
              response,
              endpoint!,
              `right ${password}, ${field} ${JSON.stringify(value).slice(0, 40)}`,
            );
            // A refusal of the field (400, or 409 for an address taken), not the check's limit (429).
            expect({ field, value, refused: [400, 409].includes(response.status) }).toEqual({
              field,
              value,
              refused: true,
            });
            expect(await snapshot(owner.user.id)).toEqual(before);
          }),
          { numRuns: PASSWORD_CHECKS_PER_HOUR, seed: SEED, endOnFailure: false },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers wrong new passwords behind a valid reset link without a 5xx, changes nothing and leaves the link working',
    async () => {
      // Sent with an unknown token the passwords are still checked first, but the link's own path (an
      // account found, its password replaced) is reached only with a token that works.
      const endpoint = endpoints.find(
        ({ method, path }) => method === 'post' && path === '/api/reset-password-do.php',
      );
      expect({ found: endpoint !== undefined }).toEqual({ found: true });
      const owner = await signUp(t, { name: 'Dora' });
      const token = await t.app.get(AccountTokenStore).issue(owner.user.id, 'password_reset');
      const reset = (body: object) =>
        request(t.http)
          .post(endpoint!.path)
          .set('X-Request-Type', 'client')
          .set('X-Forwarded-For', nextClientAddress())
          .send({ token, ...body });
      await fc.assert(
        fc.asyncProperty(wrongResetPasswords, async (passwords) => {
          const before = await snapshot(owner.user.id);
          const response = await reset(passwords);
          expectAnswer(response, endpoint!, `valid token, ${JSON.stringify(passwords).slice(0, 60)}`);
          expect({ passwords, status: response.status }).toEqual({ passwords, status: 400 });
          expect(await snapshot(owner.user.id)).toEqual(before);
        }),
        { numRuns: Math.max(1, Math.round(15 * RUNS)), seed: SEED, endOnFailure: false },
      );
      // None of the refusals used the one-time link up.
      await reset({ password: 'a good new password', password_confirmation: 'a good new password' }).expect(
        200,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  // ---- helpers ------------------------------------------------------------------------------------

  function send(
    endpoint: Endpoint,
    options: {
      anonymous: boolean;
      path: string;
      query?: string;
      contentType?: string;
      body?: string | Buffer;
    },
  ): request.Test {
    const agent = options.anonymous
      ? request(t.http)
      : endpoint.path.startsWith('/admin/api/fictional_conversations')
        ? chatAgent
        : endpoint.path.startsWith('/admin/')
          ? admin
          : member;
    const url = options.query ? `${options.path}?${options.query}` : options.path;
    const call = agent[endpoint.method](url)
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', nextClientAddress())
      .redirects(0);
    if (options.contentType) call.set('Content-Type', options.contentType);
    if (options.body !== undefined) call.send(options.body);
    return call;
  }

  function expectAnswer(response: request.Response, endpoint: Endpoint, label: string): void {
    const seen = {
      endpoint: `${endpoint.method.toUpperCase()} ${endpoint.path}`,
      label,
      status: response.status,
    };
    expect({ ...seen, fiveHundred: response.status >= 500 }).toEqual({ ...seen, fiveHundred: false });
    if (response.status >= 400) {
      expect({ ...seen, body: response.body }).toEqual({
        ...seen,
        body: expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
      });
      const unfilled = PLACEHOLDERS.filter((placeholder) =>
        String(response.body.message).includes(placeholder),
      );
      expect({ ...seen, message: response.body.message, unfilled }).toEqual({
        ...seen,
        message: response.body.message,
        unfilled: [],
      });
    }
  }

  async function snapshot(accountId = memberId): Promise<unknown> {
    const [row] = (await t.db.query(snapshotSql, [accountId])) as [{ snapshot: unknown }];
    return row.snapshot;
  }
});

/** Every `{param}` the server's messages have: an answer must never show one unfilled. */
const PLACEHOLDERS = [...new Set(Object.values(en).flatMap((text) => text.match(/\{\w+\}/g) ?? []))];

let counter = 1;
/** A fresh client address per request keeps per-IP limits out of the way. */
const nextClientAddress = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter++ & 255}`;

/** Every route under /api and /admin/api, from the Express router Nest registered them on. */
function discoverEndpoints(t: TestApp): Endpoint[] {
  const express = t.app.getHttpAdapter().getInstance() as Express & {
    router: { stack: Array<{ route?: { path: unknown; methods: Record<string, boolean> } }> };
  };
  const found = new Map<string, Endpoint>();
  for (const layer of express.router.stack) {
    const route = layer.route;
    if (!route || typeof route.path !== 'string') continue;
    const path = route.path;
    if (!PREFIXES.some((prefix) => path.startsWith(prefix))) continue;
    for (const method of Object.keys(route.methods) as Method[]) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      found.set(`${method} ${path}`, { method, path });
    }
  }
  return [...found.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

const BACKGROUND_TABLES: ReadonlySet<string> = new Set(['scheduled_runs']);

/**
 * One cheap query: the row count of every table, the sum of the credit ledger, and the member's own
 * rows (account, profile, balance) as they are.
 */
async function buildSnapshotSql(t: TestApp): Promise<string> {
  const tables = (await t.db.query(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as { table_name: string }[];
  // scheduled_runs is written by the cron triggers on the wall clock (every 10 minutes), whatever the
  // requests do: a run that crosses such a mark would see a row that no request wrote.
  const counts = tables
    .filter(({ table_name: name }) => !BACKGROUND_TABLES.has(name))
    .map(({ table_name: name }) => `'${name}', (SELECT count(*) FROM "${name}")`);
  // jsonb_build_object takes at most 100 arguments: 40 tables per call, merged.
  const chunks: string[] = [];
  for (let index = 0; index < counts.length; index += 40) {
    chunks.push(`jsonb_build_object(${counts.slice(index, index + 40).join(', ')})`);
  }
  return `SELECT json_build_object(
      'counts', ${chunks.join(' || ')},
      'ledger_sum', (SELECT coalesce(sum(amount), 0) FROM credit_ledger),
      'account', (SELECT row_to_json(a) FROM accounts a WHERE id = $1),
      'profile', (SELECT row_to_json(p) FROM profiles p WHERE id = $1),
      'interests', (SELECT json_agg(i ORDER BY interest_id) FROM profile_interests i WHERE profile_id = $1),
      'balance', (SELECT row_to_json(b) FROM credit_balances b WHERE account_id = $1)
    ) AS snapshot`;
}

function fillParams(path: string, value: string): string {
  return path.replace(/:\w+\??/g, value);
}

const MULTIPART_BOUNDARY = '----kindred-fuzz-7d3f';

function multipartOf(
  body: Record<string, unknown>,
  { file, cut }: { file?: { field: string; filename: string; type: string; bytes: Buffer }; cut: string },
): Buffer {
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(body)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  const whole = Buffer.concat([...parts, Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`)]);
  if (cut === 'no-end') return Buffer.concat(parts);
  if (cut === 'mid-part') return whole.subarray(0, Math.max(1, Math.floor(whole.length / 2)));
  return whole;
}

function formOf(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body))
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  return form.toString();
}
