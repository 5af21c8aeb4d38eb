/**
 * The send's floor (issue 12's bench): the least a send can cost on this machine with the stack the issue
 * names, so the app's figures can be read against it in the same run. A process of its own with no
 * framework: node:http, the session read from Redis by its cookie, a Redis counter for the per-member
 * limit, the message, both members' conversation, the spend with its ledger entry and the outbox event in
 * PostgreSQL, and the push through Socket.IO with the Redis Streams adapter and connection-state recovery,
 * to the recipient's room. An outbox relay takes the events away in batches.
 *
 * It leaves out what the app does besides (the member and block checks, the abuse limits' Lua, the
 * ledger's hash chain, validation, the outbox's deliveries), so it is a lower bound, not a competitor.
 * FLOOR_SEND=statement (the default) stores a send in one statement; FLOOR_SEND=transaction in the six
 * round trips the app makes (context, BEGIN, message, spend, event, COMMIT).
 *
 * It speaks just enough of the app's API for test/bench/messaging.js: POST /api/user.php (demo member
 * emails; the number is the member's id), GET /api/settings.php, POST /api/messages.php, and sockets that
 * say `ready`, receive `message` and send `delivered` (marked, with an event, and passed to the sender).
 * Environment: FLOOR_DATABASE_URL (a database of its own: its tables are made anew at start), REDIS_URL,
 * FLOOR_PREFIX (its Redis keys). Prints its port once listening.
 */
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { createAdapter } = require('@socket.io/redis-streams-adapter');
const { Pool } = require('pg');
const { createClient } = require('redis');
const { Server } = require('socket.io');

const mode = process.env.FLOOR_SEND ?? 'statement';
const prefix = process.env.FLOOR_PREFIX ?? 'kindred-bench-floor';
const pool = new Pool({
  connectionString: process.env.FLOOR_DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 300_000,
});
const redis = createClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
const MEMBERS = 10_000;
const MESSAGES_A_MINUTE = 1_000_000; // counted as the app counts, never reached

const SCHEMA = `
DROP TABLE IF EXISTS messages, conversations, balances, ledger, outbox;
CREATE TABLE conversations (id bigserial PRIMARY KEY, a int NOT NULL, b int NOT NULL,
  last_message_at timestamptz NOT NULL, UNIQUE (a, b));
CREATE TABLE messages (id bigserial PRIMARY KEY, conversation_id bigint NOT NULL REFERENCES conversations,
  sender_id int NOT NULL, recipient_id int NOT NULL, client_id uuid NOT NULL, kind text NOT NULL,
  text text NOT NULL, credits int NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz, read_at timestamptz, UNIQUE (sender_id, client_id));
CREATE INDEX ON messages (conversation_id, id);
CREATE INDEX ON messages (recipient_id) WHERE read_at IS NULL;
CREATE TABLE balances (member_id int PRIMARY KEY, credits int NOT NULL CHECK (credits >= 0));
CREATE TABLE ledger (id bigserial PRIMARY KEY, member_id int NOT NULL, delta int NOT NULL, kind text NOT NULL,
  idempotency_key text NOT NULL UNIQUE, balance_after int NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX ON ledger (member_id, id);
CREATE TABLE outbox (id bigserial PRIMARY KEY, type text NOT NULL, payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now());
INSERT INTO balances SELECT member, 1000000 FROM generate_series(1, ${MEMBERS}) AS member;
`;

const CONVERSATION = `INSERT INTO conversations (a, b, last_message_at)
  VALUES (LEAST($1::int, $2::int), GREATEST($1::int, $2::int), now())
  ON CONFLICT (a, b) DO UPDATE SET last_message_at = now() RETURNING id`;
const MESSAGE = `INSERT INTO messages (conversation_id, sender_id, recipient_id, client_id, kind, text, credits)
  SELECT id, $1, $2, $3, 'text', $4, 1 FROM conversation RETURNING id, conversation_id, created_at`;
const BALANCE = `UPDATE balances SET credits = credits - 1 WHERE member_id = $1 AND credits >= 1 RETURNING credits`;

const ONE_STATEMENT = {
  name: 'floor-send',
  text: `WITH conversation AS (${CONVERSATION}),
    message AS (${MESSAGE}),
    balance AS (${BALANCE}),
    entry AS (INSERT INTO ledger (member_id, delta, kind, idempotency_key, balance_after)
      SELECT $1, -1, 'message', 'message:' || message.id, balance.credits FROM message, balance
      RETURNING balance_after),
    event AS (INSERT INTO outbox (type, payload)
      SELECT 'MessageSent', jsonb_build_object('id', message.id, 'recipientId', $2::int) FROM message)
    SELECT message.id, message.conversation_id, message.created_at, entry.balance_after FROM message, entry`,
};
const CONTEXT = {
  name: 'floor-context',
  text: `SELECT (SELECT id FROM conversations WHERE a = LEAST($1::int, $2::int) AND b = GREATEST($1::int, $2::int)) AS conversation_id,
    (SELECT id FROM messages WHERE sender_id = $1 AND client_id = $3) AS earlier`,
};
/** A recipient's `delivered`: its messages marked, with the event for their senders, in one statement. */
const DELIVERED = {
  name: 'floor-delivered',
  text: `WITH marked AS (UPDATE messages SET delivered_at = now()
      WHERE id = ANY($2::bigint[]) AND recipient_id = $1 AND delivered_at IS NULL
      RETURNING id, conversation_id, sender_id),
    event AS (INSERT INTO outbox (type, payload)
      SELECT 'MessagesDelivered', jsonb_build_object('ids', array_agg(id)) FROM marked HAVING count(*) > 0)
    SELECT id, conversation_id, sender_id FROM marked`,
};
const STORE = { name: 'floor-store', text: `WITH conversation AS (${CONVERSATION}) ${MESSAGE}` };
const SPEND = {
  name: 'floor-spend',
  text: `WITH balance AS (${BALANCE}) INSERT INTO ledger (member_id, delta, kind, idempotency_key, balance_after)
    SELECT $1, -1, 'message', $2, credits FROM balance RETURNING balance_after`,
};
const EVENT = { name: 'floor-event', text: `INSERT INTO outbox (type, payload) VALUES ('MessageSent', $1)` };

async function storeInOneStatement(senderId, recipientId, clientId, text) {
  const { rows } = await pool.query({ ...ONE_STATEMENT, values: [senderId, recipientId, clientId, text] });
  return rows[0] && { ...rows[0], credits: rows[0].balance_after };
}

async function storeInTransaction(senderId, recipientId, clientId, text) {
  const connection = await pool.connect();
  try {
    await connection.query({ ...CONTEXT, values: [senderId, recipientId, clientId] });
    await connection.query('BEGIN');
    const { rows } = await connection.query({ ...STORE, values: [senderId, recipientId, clientId, text] });
    const message = rows[0];
    const spent = await connection.query({ ...SPEND, values: [senderId, `message:${message.id}`] });
    await connection.query({ ...EVENT, values: [JSON.stringify({ id: message.id, recipientId })] });
    await connection.query('COMMIT');
    return spent.rows[0] && { ...message, credits: spent.rows[0].balance_after };
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}

const store = mode === 'transaction' ? storeInTransaction : storeInOneStatement;

function answer(response, status, body, headers = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

function bodyOf(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

async function sessionOf(cookie) {
  const sid = /kindred\.sid=([^;]+)/.exec(cookie ?? '')?.[1];
  const stored = sid ? await redis.get(`${prefix}:sess:${sid}`) : null;
  return stored ? JSON.parse(stored) : null;
}

let io;

async function logIn(request, response) {
  const { email } = JSON.parse(await bodyOf(request));
  const id = Number(/(\d+)@/.exec(email)?.[1] ?? 1);
  const sid = randomUUID();
  await redis.set(`${prefix}:sess:${sid}`, JSON.stringify({ passport: { user: id } }), { EX: 3600 });
  answer(response, 200, { user: { id, credits: 1_000_000 } }, { 'Set-Cookie': `kindred.sid=${sid}; Path=/` });
}

async function send(request, response) {
  const body = await bodyOf(request);
  const session = await sessionOf(request.headers.cookie);
  if (!session) return answer(response, 401, { error: 'authentication_required' });
  const senderId = session.passport.user;
  const { member_id: recipientId, client_id: clientId, text } = JSON.parse(body);
  const minute = Math.floor(Date.now() / 60_000);
  if ((await redis.incr(`${prefix}:limit:${senderId}:${minute}`)) > MESSAGES_A_MINUTE)
    return answer(response, 429, { error: 'too_many_messages' });
  const stored = await store(senderId, recipientId, clientId, text);
  if (!stored) return answer(response, 402, { error: 'insufficient_credits' });
  const message = {
    id: Number(stored.id),
    conversation_id: Number(stored.conversation_id),
    text,
    at: stored.created_at,
  };
  io.to(`member:${recipientId}`).emit('message', { message });
  answer(response, 201, { message, credits: stored.credits });
}

async function markDelivered(memberId, body) {
  const ids = body?.message_ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 50) return;
  const { rows } = await pool.query({ ...DELIVERED, values: [memberId, ids] });
  const bySender = new Map();
  for (const row of rows) {
    if (!bySender.has(row.sender_id)) bySender.set(row.sender_id, []);
    bySender.get(row.sender_id).push(Number(row.id));
  }
  for (const [senderId, messageIds] of bySender)
    io.to(`member:${senderId}`).emit('delivered', { message_ids: messageIds, delivered_to: memberId });
}

const server = http.createServer((request, response) => {
  const path = request.url.split('?')[0];
  const handle =
    path === '/api/user.php' && request.method === 'POST'
      ? logIn
      : path === '/api/messages.php' && request.method === 'POST'
        ? send
        : path === '/api/settings.php'
          ? async () => answer(response, 200, { message_credits: 1 })
          : async () => answer(response, 404, { error: 'not_found' });
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) answer(response, 500, { error: 'server_error' });
  });
});

(async () => {
  await redis.connect();
  await pool.query(SCHEMA);
  io = new Server(server, {
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 120_000, skipMiddlewares: false },
    adapter: createAdapter(redis, {
      streamName: `${prefix}:socket.io`,
      sessionKeyPrefix: `${prefix}:socket.io:session:`,
      maxLen: 10_000,
      blockTimeInMs: 1000,
    }),
  });
  io.use((socket, next) => {
    sessionOf(socket.handshake.headers.cookie).then((session) => {
      if (!session) return next(new Error('authentication_required'));
      socket.data.memberId = session.passport.user;
      next();
    }, next);
  });
  io.on('connection', (socket) => {
    socket.join(`member:${socket.data.memberId}`);
    socket.on('delivered', (body) => markDelivered(socket.data.memberId, body).catch(() => undefined));
    socket.emit('ready');
  });
  // The relay: events leave the outbox in batches, as the app's sweep takes them.
  setInterval(() => {
    pool
      .query(
        'DELETE FROM outbox WHERE id IN (SELECT id FROM outbox ORDER BY id LIMIT 1000 FOR UPDATE SKIP LOCKED)',
      )
      .catch(() => undefined);
  }, 100).unref();
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
})().catch((error) => {
  console.error(`the send's floor did not start: ${error.message}`);
  process.exit(1);
});
