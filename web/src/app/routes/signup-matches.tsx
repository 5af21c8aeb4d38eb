import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLikes, useSetLiked } from '../../features/likes/api/likes';
import { headline } from '../../features/members/lib/profile-format';
import type { SuggestedMember } from '../../features/signup-matches/api/signup-matches';
import { SignupMatchesPage } from '../../features/signup-matches/components/signup-matches-page';
import { SuggestionCard } from '../../features/signup-matches/components/suggestion-card';
import { signupCompletePath } from '../../features/signup/lib/paths';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/** A suggestion with the likes API behind its toggle; it shows the new state while the call runs. */
function SignupMatchCard({ card, liked }: { card: SuggestedMember; liked: boolean }) {
  const setLiked = useSetLiked(card.id);
  const shown = setLiked.isPending && setLiked.variables !== undefined ? setLiked.variables : liked;
  return (
    <SuggestionCard
      card={card}
      title={headline(card.name, card.age)}
      liked={shown}
      pending={setLiked.isPending}
      failed={setLiked.isError}
      onToggle={() => {
        if (!setLiked.isPending) setLiked.mutate(!shown);
      }}
    />
  );
}

function SignupMatches({ routeName }: PageProps) {
  const likes = useLikes(true);
  const likedIds = useMemo(() => new Set(likes.data?.profiles.map((profile) => profile.id)), [likes.data]);
  return (
    <SignupMatchesPage
      routeName={routeName}
      likedIds={likedIds}
      // after the suggestions, the members area with the activate reminder of a fresh signup
      continueTo={signupCompletePath()}
      renderCard={(card) => <SignupMatchCard card={card} liked={likedIds.has(card.id)} />}
    />
  );
}

/** /signup-matches: suggested members to like right after signup (SPEC §2). */
export default function SignupMatchesRoute({ routeName }: PageProps) {
  const { t } = useTranslation('finder');
  return (
    <MemberOnly routeName={routeName} reason={t('signupMatches.loginReason')}>
      {() => <SignupMatches routeName={routeName} />}
    </MemberOnly>
  );
}
