import { Command } from '@nestjs/cqrs';

/**
 * A member blocks another member of their site: neither sees nor reaches the other any more. Only a
 * member the blocker may see, or their partner in a conversation (`chatPartner`, from messaging's
 * `HasConversationQuery`), can be blocked: anyone else answers 404 (profiles' `MayTargetMemberQuery`).
 */
export class BlockMemberCommand extends Command<void> {
  constructor(
    readonly blockerId: number,
    readonly blockedId: number,
    readonly chatPartner: boolean,
  ) {
    super();
  }
}
