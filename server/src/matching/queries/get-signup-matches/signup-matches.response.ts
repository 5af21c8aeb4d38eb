import { MemberCard } from '../../../profiles/profiles.contracts';

/** GET /api/signup-matches.php: suggested members, those with a photo and recently active first. */
export class SignupMatchesResponse {
  profiles: MemberCard[];
}
