import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUser } from '../../features/auth/api/get-user';
import { MatchDialog } from '../../features/likes/components/match-dialog';
import { claimMatchDialog } from '../../features/likes/lib/match-claims';
import { MemberProfile } from '../../features/members/components/member-profile';
import type { MatchedMember } from '../../features/members/lib/like-control';
import type { PageProps } from './page-props';
import { useMemberLike } from './use-member-like';
import { useMemberPage } from './use-member-page';

/** /members/:id and /likes/m/:id: another member's profile (issue 4), with liking and the match modal (issue 11). */
export default function MemberProfileRoute({ routeName }: PageProps) {
  const page = useMemberPage();
  const ownProfile = useUser().data?.user?.profile;
  const loggedIn = page.viewer !== undefined && page.viewer.kind !== 'visitor';
  const fromLikes = routeName === 'likes-m-id';
  const like = useMemberLike(page.memberId, loggedIn);
  const [match, setMatch] = useState<MatchedMember | null>(null);
  const queryClient = useQueryClient();
  // the server's live `match` event may have announced it already (LiveUpdates)
  const onMatch = (matched: MatchedMember) => {
    if (claimMatchDialog(queryClient, matched.id)) setMatch(matched);
  };
  return (
    <>
      <MemberProfile routeName={routeName} {...page} backToLikes={fromLikes} like={like} onMatch={onMatch} />
      <MatchDialog
        match={match}
        ownPhoto={ownProfile?.main_image?.match}
        ownName={ownProfile?.name ?? ''}
        onClose={() => setMatch(null)}
      />
    </>
  );
}
