import type { DataSource, EntityManager } from 'typeorm';
import { DEMO_LOGIN } from './data/demo-logins';

const HOUR_MS = 60 * 60 * 1000;

/** What one fictional member wrote to the demo login: lines with how long ago, and whether it was read. */
interface DemoConversation {
  lines: { text: string; hoursAgo: number }[];
  read: boolean;
}

/**
 * The demo login's inbox. The demo login reads English, so the lines are English, like the rest of its
 * seeded profile data (member content, not the app's own text).
 */
const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    lines: [
      { text: 'Hi Alex! I saw you love hiking too. Any favourite trails around Amsterdam?', hoursAgo: 2 },
      { text: 'I am thinking of a day trip to the dunes this weekend.', hoursAgo: 1 },
    ],
    read: false,
  },
  {
    lines: [
      {
        text: 'Hello from a fellow coffee lover! Where do you get the best flat white in town?',
        hoursAgo: 26,
      },
    ],
    read: true,
  },
  {
    lines: [{ text: 'Your travel photos made me curious: where was your last trip?', hoursAgo: 74 }],
    read: true,
  },
];

export interface SeededConversations {
  created: number;
  /** Conversations the demo login has after the seed. */
  total: number;
}

/**
 * A few fictional members of the demo login's site have written to it, so its first visit to /chats
 * shows conversations (one unread) instead of an empty list. Free, as a chat agent's replies as a
 * fictional profile are (credits 0: the site runs those profiles), so no ledger entry is due. A
 * conversation the pair already has is left as it is, so a second run adds nothing.
 */
export async function seedDemoConversations(dataSource: DataSource, now: Date): Promise<SeededConversations> {
  const [demo] = (await dataSource.query(`SELECT id, site_id FROM accounts WHERE email = $1`, [
    DEMO_LOGIN.email,
  ])) as { id: number; site_id: number }[];
  if (!demo) return { created: 0, total: 0 };
  // Fictional members of its site, those it seeks first (the demo login seeks women).
  const writers = (await dataSource.query(
    `SELECT a.id FROM accounts a JOIN profiles p ON p.id = a.id
      WHERE a.is_demo AND p.fictional AND a.site_id = $1 AND a.deleted_at IS NULL AND a.banned_at IS NULL
      ORDER BY (p.gender = 'female') DESC, a.id
      LIMIT $2`,
    [demo.site_id, DEMO_CONVERSATIONS.length],
  )) as { id: number }[];
  let created = 0;
  await dataSource.transaction(async (manager) => {
    for (const [index, writer] of writers.entries()) {
      if (await addConversation(manager, demo.id, writer.id, DEMO_CONVERSATIONS[index]!, index, now))
        created++;
    }
  });
  const [{ n }] = (await dataSource.query(
    `SELECT count(*)::int AS n FROM conversation_members WHERE member_id = $1`,
    [demo.id],
  )) as [{ n: number }];
  return { created, total: n };
}

/** One conversation started by `writerId`, with both members' sides; false when the pair has one already. */
async function addConversation(
  manager: EntityManager,
  demoId: number,
  writerId: number,
  conversation: DemoConversation,
  index: number,
  now: Date,
): Promise<boolean> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const startedAt = at(conversation.lines[0]!.hoursAgo);
  const [made] = (await manager.query(
    `INSERT INTO conversations (member_low, member_high, started_by, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_low, member_high) DO NOTHING RETURNING id`,
    [Math.min(demoId, writerId), Math.max(demoId, writerId), writerId, startedAt],
  )) as { id: number }[];
  if (!made) return false;
  let lastId = 0;
  for (const [line, { text, hoursAgo }] of conversation.lines.entries()) {
    const sentAt = at(hoursAgo);
    const [message] = (await manager.query(
      `INSERT INTO messages (conversation_id, sender_id, recipient_id, client_id, kind, text, credits, state,
                             created_at, sent_at, delivered_at)
       VALUES ($1, $2, $3, $4, 'text', $5, 0, 'sent', $6, $6, $7) RETURNING id`,
      [
        made.id,
        writerId,
        demoId,
        `seed-demo-${index}-${line}`,
        text,
        sentAt,
        conversation.read ? sentAt : null,
      ],
    )) as { id: string }[];
    lastId = Number(message!.id);
  }
  const lastAt = at(conversation.lines.at(-1)!.hoursAgo);
  // Whoever wrote was active then: the chat's top bar must not say "last active 2 weeks ago" above it.
  await manager.query(`UPDATE profiles SET last_active_at = GREATEST(last_active_at, $2) WHERE id = $1`, [
    writerId,
    lastAt,
  ]);
  await manager.query(
    `INSERT INTO conversation_members (conversation_id, member_id, partner_id, last_message_id, last_message_at,
                                       unread, read_up_to, has_sent, waiting_since, waiting, last_received_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8, $9, $4), ($1, $3, $2, $4, $5, 0, 0, true, NULL, 0, 0)`,
    [
      made.id,
      demoId,
      writerId,
      lastId,
      lastAt,
      conversation.read ? 0 : conversation.lines.length,
      conversation.read ? lastId : 0,
      // Every line is the writer's: the demo member owes the answer since the first.
      startedAt,
      conversation.lines.length,
    ],
  );
  return true;
}
