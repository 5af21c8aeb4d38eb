import type { QueryClient } from '@tanstack/react-query';

/** The members whose match this app (tab) has announced, by the query client it runs on. */
const announced = new WeakMap<QueryClient, Set<number>>();

/**
 * True the first time the match with `memberId` is to be announced in this app, false after: the match
 * dialog opens once per match, whichever comes first, the answer of the member's own like or the
 * server's live `match` event (which the liker gets too).
 */
export function claimMatchDialog(queryClient: QueryClient, memberId: number): boolean {
  let members = announced.get(queryClient);
  if (!members) announced.set(queryClient, (members = new Set()));
  if (members.has(memberId)) return false;
  members.add(memberId);
  return true;
}
