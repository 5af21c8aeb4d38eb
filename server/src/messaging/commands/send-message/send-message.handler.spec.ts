import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetCreditBalanceQuery, type SpendResult } from '../../../billing/billing.contracts';
import { GetMemberStatusQuery, type MemberStatus } from '../../../identity/identity.contracts';
import { GetBlockRelationsQuery } from '../../../profiles/profiles.contracts';
import { FixedClock } from '../../../shared/clock/clock';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import type { ConversationSide } from '../../database/conversations.repository';
import type { MessageRow } from '../../database/message.row';
import type { MessagesRepository } from '../../database/messages.repository';
import type { ChatMessageViews } from '../../queries/get-chat-message/chat-message.views';
import type { MessageAbuseLimits } from './abuse-limits';
import type { MessageContentReader } from './message-content.reader';
import { SendMessageCommand } from './send-message.command';
import { SendMessageHandler } from './send-message.handler';

const NOW = new Date('2026-11-21T12:00:00Z');
const SENDER = 7;
const RECIPIENT = 8;

function row(overrides: Partial<MessageRow> = {}): MessageRow {
  return {
    id: 100,
    conversation_id: 5,
    sender_id: SENDER,
    recipient_id: RECIPIENT,
    client_id: 'c1',
    kind: 'text',
    text: 'Hi',
    photo_file: null,
    photo_thumb: null,
    gift_id: null,
    credits: 2,
    state: 'pending',
    created_at: NOW,
    sent_at: null,
    ...overrides,
  };
}

function setup(
  options: {
    earlier?: MessageRow | null;
    side?: Partial<ConversationSide> | null;
    status?: Partial<MemberStatus>;
    spend?: SpendResult;
    startedAlready?: number;
  } = {},
) {
  const clock = new FixedClock(NOW);
  const messages = {
    sendContext: jest.fn(async () => ({ earlier: options.earlier ?? null, side })),
    byClientId: jest.fn(async () => options.earlier ?? null),
    storePending: jest.fn(async (_message: unknown, check: (started: number) => void) => {
      check(options.startedAlready ?? 0);
      return { message: row(), created: true };
    }),
    revive: jest.fn(async (message: MessageRow) => ({
      ...message,
      state: 'pending' as const,
      created_at: NOW,
    })),
    markSent: jest.fn(async (id: number) => row({ id, state: 'sent', sent_at: NOW })),
    markVoid: jest.fn(async () => true),
  };
  const side: (ConversationSide & { counted: boolean }) | null =
    options.side === null || options.side === undefined
      ? null
      : ({
          conversation_id: 5,
          member_id: SENDER,
          partner_id: RECIPIENT,
          started_by: SENDER,
          counted: false,
          ...options.side,
        } as ConversationSide & { counted: boolean });
  const contents = { read: jest.fn(async () => ({ kind: 'text', text: 'Hi' })) };
  const views = { of: jest.fn(async (rows: MessageRow[]) => rows.map((r) => ({ id: r.id }))) };
  const limits = { message: jest.fn(), newConversation: jest.fn() };
  const commandBus = {
    execute: jest.fn(
      async () => options.spend ?? { status: 'spent', entryId: 1, balance: 8, replayed: false },
    ),
  };
  const queryBus = {
    execute: jest.fn(async (query: unknown) => {
      if (query instanceof GetMemberStatusQuery) {
        return {
          accountId: SENDER,
          status: 'activated',
          paidUser: false,
          invisible: false,
          deleted: false,
          siteId: 1,
          signedUpAt: NOW,
          ...options.status,
        };
      }
      if (query instanceof GetSiteSettingsByIdQuery)
        return { id: 1, messageCredits: 2, photoCredits: 3, giftCredits: 5 };
      if (query instanceof GetBlockRelationsQuery) return { blocked: [], blockedBy: [] };
      if (query instanceof GetCreditBalanceQuery) return 8;
      return [{ id: RECIPIENT, name: 'Ben' }]; // the recipient's card
    }),
  };
  const handler = new SendMessageHandler(
    messages as unknown as MessagesRepository,
    contents as unknown as MessageContentReader,
    views as unknown as ChatMessageViews,
    limits as unknown as MessageAbuseLimits,
    commandBus as unknown as CommandBus,
    queryBus as unknown as QueryBus,
    clock,
  );
  const send = (clientId = 'c1') =>
    handler.execute(
      new SendMessageCommand(SENDER, { memberId: RECIPIENT }, clientId, { kind: 'text', text: 'Hi' }, 'en'),
    );
  return { handler, messages, commandBus, limits, clock, send };
}

describe('SendMessageHandler', () => {
  it('stores, spends under message:<id>, then marks sent', async () => {
    const { messages, commandBus, limits, send } = setup();
    await expect(send()).resolves.toMatchObject({ conversationId: 5, credits: 8, created: true });
    expect(commandBus.execute).toHaveBeenCalledWith(
      expect.objectContaining({
        accountId: SENDER,
        amount: 2,
        kind: 'spend_message',
        idempotencyKey: 'message:100',
      }),
    );
    expect(messages.markSent).toHaveBeenCalledWith(100);
    expect(limits.newConversation).toHaveBeenCalledWith(SENDER, RECIPIENT, 'Hi');
  });

  it('answers a message sent before with the same client_id without spending again', async () => {
    const { messages, commandBus, send } = setup({ earlier: row({ state: 'sent', sent_at: NOW }) });
    await expect(send()).resolves.toMatchObject({ created: false, credits: 8 });
    expect(commandBus.execute).not.toHaveBeenCalled();
    expect(messages.storePending).not.toHaveBeenCalled();
  });

  it('completes a fresh pending message by replaying its spend, a stale or void one after reviving it', async () => {
    const fresh = setup({ earlier: row(), side: {} });
    await fresh.send();
    expect(fresh.messages.revive).not.toHaveBeenCalled();
    expect(fresh.commandBus.execute).toHaveBeenCalledTimes(1);

    const stale = setup({ earlier: row({ created_at: new Date(NOW.getTime() - 31_000) }), side: {} });
    await stale.send();
    expect(stale.messages.revive).toHaveBeenCalled();
    expect(stale.messages.markSent).toHaveBeenCalledWith(100);

    const voided = setup({ earlier: row({ state: 'void' }), side: {} });
    await voided.send();
    expect(voided.messages.revive).toHaveBeenCalled();
  });

  it('voids the message when the credits do not cover it: 402 naming the recipient', async () => {
    const { messages, send } = setup({ spend: { status: 'insufficient_credits', balance: 1 } });
    await expect(send()).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_credits',
      params: { name: 'Ben' },
    });
    expect(messages.markVoid).toHaveBeenCalledWith(100);
    expect(messages.markSent).not.toHaveBeenCalled();
  });

  it('a free member past 2 started conversations: 403 premium_required; a premium member is not limited', async () => {
    const free = setup({ startedAlready: 2 });
    await expect(free.send()).rejects.toMatchObject({ status: 403, code: 'premium_required' });
    expect(free.commandBus.execute).not.toHaveBeenCalled();
    const premium = setup({ startedAlready: 2, status: { paidUser: true } });
    await expect(premium.send()).resolves.toMatchObject({ created: true });
  });

  it('a not_confirmed member may start a conversation but not reply in one the other started', async () => {
    const starting = setup({ status: { status: 'not_confirmed' } });
    await expect(starting.send()).resolves.toMatchObject({ created: true });
    const replying = setup({ status: { status: 'not_confirmed' }, side: { started_by: RECIPIENT } });
    await expect(replying.send()).rejects.toMatchObject({ status: 403, code: 'not_confirmed' });
    expect(replying.limits.message).not.toHaveBeenCalled();
  });

  it('counts a new conversation only when there is none yet', async () => {
    const { limits, send } = setup({ side: {} });
    await send();
    expect(limits.message).toHaveBeenCalledWith(SENDER);
    expect(limits.newConversation).not.toHaveBeenCalled();
  });
});
