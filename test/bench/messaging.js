/**
 * The bench's messaging section (issue 12): POST /api/messages.php at a fixed rate of BENCH_SEND_RATE
 * (default 500) messages a second for BENCH_SECONDS, as p50/p95/p99 of the answer (the ledger's debit
 * included), and the sender-to-socket delivery latency of the same messages (from the send to the
 * `message` event on the recipient's socket) while BENCH_SOCKETS (default 2,000) sockets are connected;
 * beside the bare Express baseline called at the same fixed rate in the same run; then, on Linux, the CPU
 * one stored message cost the server, PostgreSQL, Redis and this client (test/bench/cpu-use.js). Skips with a line when
 * the server has no POST /api/messages.php.
 *
 * Members: the seed's demo members (member0001@demo.kindred.local …, password kindred-member-2026):
 * BENCH_SENDERS senders, each writing to a recipient of its own with one socket; the other sockets belong
 * to 20 idle members and only stay connected. The server lets a member send 30 messages a minute (the
 * abuse limit, which the bench does not switch off): by default there are enough senders that each sends
 * at most SENDS_PER_SENDER in the warm-up and the run together, so every send at the rate is a real one
 * rather than a 429 (120 senders at 500/s for 5 s: 2 × 120 + 20 demo members, BENCH_SEED=300 or more).
 * A second run within a minute on the same Redis finds the senders' windows partly used. Senders short of credits buy them from the
 * sandbox provider first. Load comes from this process (sockets included), so it takes CPU from the
 * server on a small machine: read the figures against the baseline's.
 */
const { randomUUID } = require('node:crypto');
const { writeFileSync } = require('node:fs');
const { io } = require('socket.io-client');
const { cpuPerItem, cpuSnapshot } = require('./cpu-use');
const { lightRequest } = require('./light-http');
const { benchFetch, print } = require('./measure');

const rate = Number(process.env.BENCH_SEND_RATE ?? 500);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 2000);
/** Under the server's 30 messages a minute per member, with room for the probe and a retry. */
const SENDS_PER_SENDER = 25;
const sendersFor = (seconds) =>
  Number(process.env.BENCH_SENDERS ?? Math.max(20, Math.ceil((rate * (seconds + 1)) / SENDS_PER_SENDER)));
const IDLE_MEMBERS = 20;
const DEMO_MEMBERS_PASSWORD = process.env.BENCH_MEMBERS_PASSWORD ?? 'kindred-member-2026';
const memberEmail = (n) => `member${String(n).padStart(4, '0')}@demo.kindred.local`;
const CONNECT_BATCH = 100;
/** Logins at once (each from its own address, under the per-address login limit). */
const LOGIN_BATCH = 10;
/** How long the section waits for the last deliveries after the last send. */
const DRAIN_MS = 5000;
/**
 * As the app does (web/src/features/chats/api/chat-socket.ts), each recipient acknowledges what its socket
 * received (`delivered`, up to 50 ids an event, a quarter second after the first): a real recipient's
 * acknowledgement is part of what a message costs. BENCH_ACKS=off leaves them out, as runs before
 * 2026-12-05 did.
 */
const ACKNOWLEDGE = process.env.BENCH_ACKS !== 'off';
const DELIVERED_BATCH_MS = 250;
const DELIVERED_BATCH_SIZE = 50;
/** Time for the last acknowledgements to be handled before the CPU is read. */
const ACK_SETTLE_MS = 1000;

let ipSequence = 0;
const nextIp = () => {
  ipSequence++;
  return `10.77.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
};

const client = (cookie) => ({
  'Content-Type': 'application/json',
  'X-Request-Type': 'client',
  ...(cookie ? { Cookie: cookie } : {}),
});

async function logIn(base, email) {
  const response = await benchFetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { ...client(), 'X-Forwarded-For': nextIp() },
    body: JSON.stringify({ email, password: DEMO_MEMBERS_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${email} answered ${response.status}`);
  const { user } = await response.json();
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('kindred.sid='));
  return { email, id: user.id, credits: user.credits, cookie };
}

const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1) : '-';

function figures(label, timings, seconds, failures) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    label,
    rps: Math.round(timings.length / seconds),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    failures,
  };
}

/** Calls `fire(n)` `perSecond` times a second for `seconds`, whatever the answers take (an open loop). */
async function atFixedRate(perSecond, seconds, fire) {
  const total = Math.round(perSecond * seconds);
  const started = performance.now();
  const pending = [];
  let fired = 0;
  while (fired < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    while (fired < due) pending.push(fire(fired++));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
}

/** The bare Express app at the same fixed rate: what this machine does at all, right now. */
async function baselineAtRate(bareUrl, seconds) {
  const timings = [];
  let failures = 0;
  await atFixedRate(rate, seconds, async () => {
    const started = performance.now();
    try {
      const response = await lightRequest(bareUrl);
      if (response.status >= 400) failures++;
    } catch {
      failures++;
    }
    timings.push(performance.now() - started);
  });
  return figures(`bare Express at ${rate}/s (baseline)`, timings, seconds, failures);
}

/** Buys sandbox credits until the member has `needed` (the largest bundle, as often as it takes). */
async function ensureCredits(base, member, needed) {
  for (let round = 0; member.credits < needed && round < 100; round++) {
    const bundles = await (
      await benchFetch(`${base}/api/bundles.php`, { headers: client(member.cookie) })
    ).json();
    const bundle = [...bundles.bundles].sort((a, b) => b.credits - a.credits)[0];
    const method = bundles.payment_methods?.[0];
    const order = await benchFetch(`${base}/api/orders.php`, {
      method: 'POST',
      headers: client(member.cookie),
      body: JSON.stringify({
        bundle_id: bundle.id,
        payment_method: method?.id ?? method,
        client_id: randomUUID(),
      }),
    });
    if (order.status !== 201) throw new Error(`orders.php answered ${order.status}`);
    const { checkout_url: checkoutUrl } = await order.json();
    const checkout = new URL(checkoutUrl, base);
    const paid = await benchFetch(`${base}/api/sandbox/checkout.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Request-Type': 'client',
        Cookie: member.cookie,
      },
      body: new URLSearchParams({
        id: checkout.searchParams.get('id') ?? '',
        token: checkout.searchParams.get('token') ?? '',
        outcome: 'paid',
      }).toString(),
    });
    if (paid.status >= 400) throw new Error(`the sandbox checkout answered ${paid.status}`);
    const user = await (await benchFetch(`${base}/api/user.php`, { headers: client(member.cookie) })).json();
    member.credits = user.user?.credits ?? user.credits ?? member.credits;
  }
  if (member.credits < needed)
    throw new Error(`${member.email} has ${member.credits} credits, needs ${needed}`);
}

/** Sends `delivered` for the messages the socket receives, batched as the app batches them. */
function acknowledgeDeliveries(socket) {
  let received = [];
  let pending;
  const acknowledge = () => {
    pending = undefined;
    for (let i = 0; i < received.length; i += DELIVERED_BATCH_SIZE)
      socket.emit('delivered', { message_ids: received.slice(i, i + DELIVERED_BATCH_SIZE) });
    received = [];
  };
  socket.on('message', ({ message }) => {
    received.push(message.id);
    pending ??= setTimeout(acknowledge, DELIVERED_BATCH_MS);
  });
}

function openSocket(base, cookie) {
  const socket = io(base, {
    transports: ['websocket'],
    extraHeaders: { Cookie: cookie },
    reconnection: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`socket refused: ${error.message}`)));
  });
}

/** Measures and prints the messaging section (`title` heads it, `label` starts its lines). */
async function benchMessaging({
  base,
  bases = [base],
  bareUrl,
  seconds,
  serverPid,
  title = 'Messaging',
  label = '',
}) {
  const senderCount = sendersFor(seconds);
  // Sender i sends to instance i, its recipient's socket is on the next one (the same with one instance).
  const senderBase = (i) => bases[i % bases.length];
  const socketBase = (i) => bases[(i + 1) % bases.length];
  console.log(
    `\n${title}: POST /api/messages.php at ${rate}/s for ${seconds} s from ${senderCount} senders` +
      `${bases.length > 1 ? ` over ${bases.length} server instances` : ''}, ` +
      `delivery to sockets with ${socketCount} connected` +
      `${ACKNOWLEDGE ? ', each delivery acknowledged' : ' (deliveries not acknowledged: BENCH_ACKS=off)'}:`,
  );
  const probe = await benchFetch(`${base}/api/messages.php`, {
    method: 'POST',
    headers: client(),
    body: '{}',
  });
  if (probe.status === 404) {
    console.log('  (this server has no POST /api/messages.php: messaging section skipped)');
    return;
  }

  const logInAll = async (first, count) => {
    const members = [];
    for (let n = first; n < first + count; n += LOGIN_BATCH) {
      const batch = Array.from({ length: Math.min(LOGIN_BATCH, first + count - n) }, (_, i) => n + i);
      members.push(...(await Promise.all(batch.map((k) => logIn(base, memberEmail(k))))));
    }
    return members;
  };
  const senders = await logInAll(1, senderCount);
  const recipients = await logInAll(senderCount + 1, senderCount);
  const idle = await logInAll(2 * senderCount + 1, IDLE_MEMBERS);

  const settings = await (await benchFetch(`${base}/api/settings.php`)).json();
  const cost = Number(settings.message_credits ?? settings.settings?.message_credits ?? 1) || 1;
  const perSender = Math.ceil((rate * seconds + rate) / senderCount) + 1; // the run, its warm-up, the probe
  for (const sender of senders) await ensureCredits(base, sender, perSender * cost);

  // The sockets: one per recipient (the deliveries measured), the rest spread over the idle members.
  const arrivals = new Map(); // message id → when its `message` event reached the recipient
  const sockets = [];
  try {
    for (const [i, recipient] of recipients.entries()) {
      const socket = await openSocket(socketBase(i), recipient.cookie);
      socket.on('message', ({ message }) => {
        if (!arrivals.has(message.id)) arrivals.set(message.id, performance.now());
      });
      if (ACKNOWLEDGE) acknowledgeDeliveries(socket);
      sockets.push(socket);
    }
    for (let opened = sockets.length; opened < socketCount;) {
      const batch = Math.min(CONNECT_BATCH, socketCount - opened);
      const cookies = Array.from({ length: batch }, (_, i) => idle[(opened + i) % idle.length].cookie);
      sockets.push(
        ...(await Promise.all(cookies.map((cookie, i) => openSocket(socketBase(opened + i), cookie)))),
      );
      opened += batch;
    }
    console.log(`  ${sockets.length} sockets connected`);

    const sentAt = new Map(); // message id → when its send began
    const sendTimings = [];
    // BENCH_TRACE: a file that gets each send's start (ms since the epoch, to line up with other records)
    // and duration (ms), to see when the slow ones were.
    const trace = process.env.BENCH_TRACE ? [] : null;
    const statuses = new Map();
    const send = async (n, record) => {
      const sender = senders[n % senders.length];
      const recipient = recipients[n % recipients.length];
      const started = performance.now();
      let status;
      try {
        const response = await lightRequest(`${senderBase(n % senders.length)}/api/messages.php`, {
          method: 'POST',
          headers: client(sender.cookie),
          body: JSON.stringify({
            member_id: recipient.id,
            client_id: randomUUID(),
            text: `bench message ${n}`,
          }),
        });
        status = response.status;
        if (record && status === 201) sentAt.set(JSON.parse(response.text).message.id, started);
      } catch (error) {
        status = `error ${error.code ?? error.message}`;
      }
      if (!record) return;
      sendTimings.push(performance.now() - started);
      trace?.push([performance.timeOrigin + started, performance.now() - started]);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    };

    // Warm-up, not reported: a second at the rate (also opens each sender's conversation).
    await atFixedRate(rate, 1, (n) => send(n, false));
    const baseline = await baselineAtRate(bareUrl, seconds);
    print(baseline);
    const cpuBefore = cpuSnapshot(serverPid);
    await atFixedRate(rate, seconds, (n) => send(n, true));
    const failures = [...statuses]
      .filter(([status]) => status !== 201)
      .reduce((sum, [, count]) => sum + count, 0);
    print(figures(`${label}POST /api/messages.php at ${rate}/s`, sendTimings, seconds, failures), baseline);
    if (trace) writeFileSync(process.env.BENCH_TRACE, trace.map((row) => row.join(' ')).join('\n'));
    if (failures)
      console.log(
        `  answers: ${[...statuses].map(([status, count]) => `${status} ×${count}`).join(', ')} ` +
          '(429: the per-member message limit; 402: credits)',
      );

    // Deliveries: every stored message reaches its recipient's socket; wait for the last ones.
    const drainUntil = performance.now() + DRAIN_MS;
    while ([...sentAt.keys()].some((id) => !arrivals.has(id)) && performance.now() < drainUntil)
      await new Promise((resolve) => setTimeout(resolve, 20));
    if (ACKNOWLEDGE) await new Promise((resolve) => setTimeout(resolve, DELIVERED_BATCH_MS + ACK_SETTLE_MS));
    // Taken once the deliveries (and their acknowledgements) are in: a send's CPU includes what runs
    // after its answer.
    const cpuAfter = cpuSnapshot(serverPid);
    const delivery = [];
    let lost = 0;
    for (const [id, started] of sentAt) {
      const arrived = arrivals.get(id);
      if (arrived === undefined) lost++;
      else delivery.push(arrived - started);
    }
    print(
      figures(`${label}delivery sender → socket (${sockets.length} sockets)`, delivery, seconds, lost),
      baseline,
    );
    if (lost)
      console.log(`  ${lost} of ${sentAt.size} stored messages reached no socket within ${DRAIN_MS} ms`);
    const cpu = cpuPerItem(cpuBefore, cpuAfter, sentAt.size, serverPid);
    if (cpu) console.log(`  CPU per stored message, sending and delivering: ${cpu}`);
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

module.exports = { benchMessaging };
