import { Query } from '@nestjs/cqrs';

/**
 * Whether `viewerId` may block, report or complain about `memberId` (docs/decisions.md, "Blocking and
 * complaints name only members one may see"): a member of the viewer's site, not the viewer, not
 * deleted, and either one the viewer may see (what member.php shows: an enabled profile, not invisible,
 * deleted or banned; blocks either way do not matter) or, with `chatPartner`, their partner in a
 * conversation (in invisible mode too). `chatPartner` comes from messaging's `HasConversationQuery`,
 * asked by the caller: profiles sits below messaging. False answers as 404 `member_not_found`.
 */
export class MayTargetMemberQuery extends Query<boolean> {
  constructor(
    readonly viewerId: number,
    readonly memberId: number,
    readonly chatPartner: boolean,
  ) {
    super();
  }
}
