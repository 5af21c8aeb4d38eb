import type { Queue } from 'bull';
import type { ScoreChatPhotoJob } from '../../../shared/images/photo-safety-jobs';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  GetCreditBalanceQuery,
  SpendCreditsCommand,
  type SpendResult,
} from '../../../billing/billing.contracts';
import { GetMemberStatusQuery, type MemberStatus } from '../../../identity/identity.contracts';
import { GetBlockRelationsQuery } from '../../../profiles/profiles.contracts';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import type { ConversationSide } from '../../database/conversations.repository';
import type { MessageRow } from '../../database/message.row';
import { CreditsShort, type MessagesRepository } from '../../database/messages.repository';
import type { ChatMessageViews } from '../../queries/get-chat-message/chat-message.views';
import { ApiError } from '../../../shared/errors/api-error';
import type { MessageAbuseLimits } from './abuse-limits';
import { ConversationPartners } from './conversation-partners';
import type { MessageContentReader } from './message-content.reader';
import { type MessageTarget, SendMessageCommand } from './send-message.command';
import { SendMessageHandler } from './send-message.handler';

const NOW = new Date('2026-11-21T12:00:00Z');
const SENDER = 7;
const RECIPIENT = 8;
const TRANSACTION = { transaction: 'of the send' };

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
    state: 'sent',
    created_at: NOW,
    sent_at: NOW,
    ...overrides,
  };
}

function setup(
  options: {
    earlier?: MessageRow | null;
    side?: Partial<ConversationSide & { counted: boolean }> | null;
    status?: Partial<MemberStatus>;
    spend?: SpendResult;
    startedAlready?: number;
    /** What the one statement to a settled conversation answers (null: no such side). */
    settled?: { message: MessageRow; created: boolean; balance?: number } | null | Error;
    blockedBy?: number[];
    limited?: boolean;
  } = {},
) {
  const messages = {
    storeInSettledConversation: jest.fn(async () => {
      if (options.settled instanceof Error) throw options.settled;
      return options.settled ?? null;
    }),
    sendContext: jest.fn(async () => ({ earlier: options.earlier ?? null, side })),
    // The real one runs these in one transaction: a throw from `pay` rolls the message back.
    storeSent: jest.fn(
      async (
        _message: unknown,
        check: (started: number) => void,
        pay: (manager: unknown, stored: MessageRow) => Promise<void>,
      ) => {
        check(options.startedAlready ?? 0);
        const stored = row();
        await pay(TRANSACTION, stored);
        return { message: stored, created: true };
      },
    ),
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
  const limits = {
    message: jest.fn(async () => {
      if (options.limited) throw new ApiError(429, 'too_many_messages', 'messaging.too_many_messages');
    }),
    newConversation: jest.fn(),
  };
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
          banned: false,
          siteId: 1,
          signedUpAt: NOW,
          ...options.status,
        };
      }
      if (query instanceof GetSiteSettingsByIdQuery)
        return { id: 1, messageCredits: 2, photoCredits: 3, giftCredits: 5 };
      if (query instanceof GetBlockRelationsQuery) return { blocked: [], blockedBy: options.blockedBy ?? [] };
      if (query instanceof GetCreditBalanceQuery) return 8;
      return [{ id: RECIPIENT, name: 'Ben' }]; // the recipient's card
    }),
  };
  const partners = new ConversationPartners();
  const handler = new SendMessageHandler(
    messages as unknown as MessagesRepository,
    contents as unknown as MessageContentReader,
    views as unknown as ChatMessageViews,
    limits as unknown as MessageAbuseLimits,
    partners,
    commandBus as unknown as CommandBus,
    queryBus as unknown as QueryBus,
    { add: jest.fn().mockResolvedValue({}) } as unknown as Queue<ScoreChatPhotoJob>,
  );
  const send = (clientId = 'c1', target: MessageTarget = { memberId: RECIPIENT }) =>
    handler.execute(new SendMessageCommand(SENDER, target, clientId, { kind: 'text', text: 'Hi' }, 'en'));
  return { handler, messages, commandBus, limits, partners, send };
}

describe('SendMessageHandler', () => {
  it('stores the message and spends under message:<id> in the same transaction', async () => {
    const { commandBus, limits, send } = setup();
    await expect(send()).resolves.toMatchObject({ conversationId: 5, credits: 8, created: true });
    expect(commandBus.execute).toHaveBeenCalledWith(
      expect.objectContaining({
        accountId: SENDER,
        amount: 2,
        kind: 'spend_message',
        idempotencyKey: 'message:100',
        within: TRANSACTION,
      }),
    );
    expect(limits.newConversation).toHaveBeenCalledWith(SENDER, RECIPIENT, 'Hi');
  });

  it('answers a message sent before with the same client_id without storing or spending again', async () => {
    const { messages, commandBus, send } = setup({ earlier: row() });
    await expect(send()).resolves.toMatchObject({ created: false, credits: 8 });
    expect(commandBus.execute).not.toHaveBeenCalledWith(expect.any(SpendCreditsCommand));
    expect(messages.storeSent).not.toHaveBeenCalled();
  });

  it('rolls the message back when the credits do not cover it: 402 naming the recipient', async () => {
    const { messages, send } = setup({ spend: { status: 'insufficient_credits', balance: 1 } });
    await expect(send()).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_credits',
      params: { name: 'Ben' },
    });
    await expect(messages.storeSent.mock.results[0]!.value).rejects.toThrow();
  });

  it('a free member past 2 started conversations: 403 premium_required; a premium member is not limited', async () => {
    const free = setup({ startedAlready: 2 });
    await expect(free.send()).rejects.toMatchObject({ status: 403, code: 'premium_required' });
    expect(free.commandBus.execute).not.toHaveBeenCalledWith(expect.any(SpendCreditsCommand));
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
    expect(limits.message).toHaveBeenCalledWith(SENDER, 'c1');
    expect(limits.newConversation).not.toHaveBeenCalled();
  });

  describe('the usual send, in one statement before any read', () => {
    const stored = { message: row(), created: true, balance: 6 };

    it('stores a text to a member in a settled conversation without reading the conversation first', async () => {
      const { messages, limits, send } = setup({ settled: stored });
      await expect(send()).resolves.toMatchObject({ conversationId: 5, credits: 6, created: true });
      expect(messages.storeInSettledConversation).toHaveBeenCalledWith(
        expect.objectContaining({ senderId: SENDER, recipientId: RECIPIENT, credits: 2 }),
        null,
        'spend_message',
      );
      expect(limits.message).toHaveBeenCalledWith(SENDER, 'c1');
      expect(messages.sendContext).not.toHaveBeenCalled();
    });

    it('to a conversation by id: read first while its partner is unknown, then in one statement', async () => {
      const { messages, send } = setup({ side: { counted: true }, settled: stored });
      await send('c1', { conversationId: 5 });
      expect(messages.sendContext).toHaveBeenCalledTimes(1);
      expect(messages.storeInSettledConversation).toHaveBeenCalledTimes(1); // the full path's store
      await send('c2', { conversationId: 5 });
      expect(messages.sendContext).toHaveBeenCalledTimes(1);
      expect(messages.storeInSettledConversation).toHaveBeenLastCalledWith(
        expect.objectContaining({ recipientId: RECIPIENT, clientId: 'c2' }),
        5,
        'spend_message',
      );
    });

    it('answers a retry the statement found stored with that message and the balance as it is', async () => {
      const { messages, send } = setup({ settled: { message: row(), created: false } });
      await expect(send()).resolves.toMatchObject({ created: false, credits: 8 });
      expect(messages.sendContext).not.toHaveBeenCalled();
    });

    it('leaves a send that would be refused to the full path, which refuses it', async () => {
      const { messages, send } = setup({ settled: stored, side: { counted: true }, blockedBy: [RECIPIENT] });
      await expect(send()).rejects.toMatchObject({ status: 403, code: 'blocked' });
      expect(messages.storeInSettledConversation).not.toHaveBeenCalled();
    });

    it('past the per-minute limit the full path answers a retry with the message stored before', async () => {
      const { messages, send } = setup({ settled: stored, limited: true, earlier: row() });
      await expect(send()).resolves.toMatchObject({ created: false });
      expect(messages.storeInSettledConversation).not.toHaveBeenCalled();
    });

    it('a conversation the start rule still decides on (no settled side) takes the full path', async () => {
      const { messages, send } = setup({ settled: null });
      await expect(send()).resolves.toMatchObject({ created: true });
      expect(messages.sendContext).toHaveBeenCalled();
      expect(messages.storeSent).toHaveBeenCalled();
    });

    it('credits short: 402 naming the recipient', async () => {
      const { send } = setup({ settled: new CreditsShort() });
      await expect(send()).rejects.toMatchObject({
        status: 402,
        code: 'insufficient_credits',
        params: { name: 'Ben' },
      });
    });
  });
});
