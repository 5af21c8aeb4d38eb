import type { QueryBus } from '@nestjs/cqrs';
import { GetDepartedAccountIdsQuery } from '../../../identity/identity.contracts';
import type { SiteSettings } from '../../../site/site.contracts';
import type { MemberCardRow } from '../../database/member-card.row';
import type { MemberCardsRepository } from '../../database/member-cards.repository';
import type { MemberCardReader } from '../get-member-profile/member-card.reader';
import { GetChatCardsHandler } from './get-chat-cards.handler';
import { GetChatCardsQuery } from './get-chat-cards.query';

describe('GetChatCardsHandler', () => {
  it('leaves out the departed (deleted, banned) partners asked of identity once for the whole list', async () => {
    const rows = [11, 12, 13, 14].map((id) => ({ id }) as MemberCardRow);
    const cards = { visibleTo: jest.fn(async () => rows) };
    const reader = {
      siteOf: jest.fn(async () => ({ photoModeration: 'post' }) as SiteSettings),
      cards: (shown: MemberCardRow[]) => shown.map((row) => ({ id: row.id })),
    };
    const queryBus = {
      execute: jest.fn(async (query: unknown) =>
        query instanceof GetDepartedAccountIdsQuery ? [12, 14] : [],
      ),
    };
    const handler = new GetChatCardsHandler(
      cards as unknown as MemberCardsRepository,
      reader as unknown as MemberCardReader,
      queryBus as unknown as QueryBus,
    );

    const answer = await handler.execute(new GetChatCardsQuery(1, [13, 12, 11, 14]));

    expect(answer.map((card) => card.id)).toEqual([13, 11]);
    expect(queryBus.execute).toHaveBeenCalledTimes(1);
    expect(queryBus.execute).toHaveBeenCalledWith(new GetDepartedAccountIdsQuery([11, 12, 13, 14]));
  });
});
