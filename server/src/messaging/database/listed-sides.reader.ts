import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetDepartedAccountIdsQuery } from '../../identity/identity.contracts';
import { FindListedChatPairsQuery, type MemberPair } from '../../profiles/profiles.contracts';

const pairKey = (pair: MemberPair) => `${pair.memberId}:${pair.partnerId}`;

/**
 * Which sides of conversations their members' chats show the partner's card for: the partner has not
 * departed (deleted, erased, banned: identity's to tell) and their profile is shown to the member
 * (enabled, same site, not blocked either way: profiles'). The badge (chat-totals.php) and the unread
 * reminders both count through it, so they count the same messages. Two queries, at once, for any number
 * of sides.
 */
@Injectable()
export class ListedSidesReader {
  constructor(private readonly queryBus: QueryBus) {}

  async of<Side extends MemberPair>(sides: Side[]): Promise<Side[]> {
    if (!sides.length) return [];
    const [departed, listed] = await Promise.all([
      this.queryBus.execute(
        new GetDepartedAccountIdsQuery([...new Set(sides.map((side) => side.partnerId))]),
      ),
      this.queryBus.execute(
        new FindListedChatPairsQuery(sides.map(({ memberId, partnerId }) => ({ memberId, partnerId }))),
      ),
    ]);
    const gone = new Set(departed);
    const shown = new Set(listed.map(pairKey));
    return sides.filter((side) => !gone.has(side.partnerId) && shown.has(pairKey(side)));
  }
}
