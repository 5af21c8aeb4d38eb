import { Injectable } from '@nestjs/common';

/** Pairs one instance remembers at most; past it, it starts over (a miss only costs the send a read). */
const MAX_REMEMBERED = 100_000;

/**
 * Whom each of a member's conversations is with, as this instance has seen it: a send that names its
 * conversation can then be checked against its recipient (blocks, a banned or deleted member) before its
 * one statement, with no read of the conversation first. A conversation's two members never change and its
 * id is never reused, so an entry never goes stale; a conversation since erased is not found by the
 * statement, and the send takes the full path.
 */
@Injectable()
export class ConversationPartners {
  private readonly partners = new Map<string, number>();

  partnerOf(memberId: number, conversationId: number): number | undefined {
    return this.partners.get(`${memberId}:${conversationId}`);
  }

  remember(memberId: number, conversationId: number, partnerId: number): void {
    if (this.partners.size >= MAX_REMEMBERED) this.partners.clear();
    this.partners.set(`${memberId}:${conversationId}`, partnerId);
  }
}
