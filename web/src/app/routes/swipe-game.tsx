import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../features/auth/api/get-user';
import { LIKES_QUERY_KEY } from '../../features/likes/api/likes';
import { MatchDialog } from '../../features/likes/components/match-dialog';
import { claimMatchDialog } from '../../features/likes/lib/match-claims';
import type { SwipeCard } from '../../features/swipe/api/swipe';
import { SwipeGame } from '../../features/swipe/components/swipe-game';
import { useFictionalMark } from '../use-fictional-mark';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/** /swipe-game: the swipe game (issue 11 §4), with the match modal when a swipe like makes a match. */
export default function SwipeGameRoute({ routeName }: PageProps) {
  const { t: ts } = useTranslation('swipe');
  const queryClient = useQueryClient();
  const ownProfile = useUser().data?.user?.profile;
  const [match, setMatch] = useState<SwipeCard | null>(null);
  const fictional = useFictionalMark();
  // the server's live `match` event may have announced it already (LiveUpdates)
  const onMatch = useCallback(
    (card: SwipeCard) => {
      if (claimMatchDialog(queryClient, card.id)) setMatch(card);
    },
    [queryClient],
  );
  const reloadLikes = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: LIKES_QUERY_KEY }),
    [queryClient],
  );
  return (
    <MemberOnly routeName={routeName} reason={ts('loginReason')}>
      {() => (
        <>
          <SwipeGame
            routeName={routeName}
            fictional={fictional}
            onMatch={onMatch}
            onLiked={reloadLikes}
            paused={match !== null}
          />
          <MatchDialog
            match={match && { id: match.id, name: match.name, photo: match.main_image?.match }}
            ownPhoto={ownProfile?.main_image?.match}
            ownName={ownProfile?.name ?? ''}
            onClose={() => setMatch(null)}
          />
        </>
      )}
    </MemberOnly>
  );
}
