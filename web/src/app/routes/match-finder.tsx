import { useNavigate } from 'react-router-dom';
import { MatchFinder } from '../../features/match-finder/components/match-finder';
import type { PageProps } from './page-props';

/** /match-finder: the three questions, then the search screen with the answers (SPEC §3). */
export default function MatchFinderRoute({ routeName }: PageProps) {
  const navigate = useNavigate();
  return <MatchFinder routeName={routeName} onDone={(path) => void navigate(path)} />;
}
