import { createEnvironment } from '../../../lib/environment';
import type { SignupUser } from '../api/signup';

export interface SignupRegion {
  id: number;
  name: string;
}

/**
 * What the signup needs from the rest of the app (the site settings, the session), handed in by the
 * app so that this feature does not reach into others.
 */
export interface SignupEnvironment {
  siteName: string;
  /** The site's countries (settings.countries). */
  countries: readonly string[];
  /** settings.geoip_selected_country (the site's first country when the server knows no better) */
  defaultCountry: string | null;
  /** settings.geoip_country: the visitor's country by IP address, null when unknown */
  geoipCountry: string | null;
  /** settings.signups */
  signups: string;
  supportEmail: string | null;
  /** The logged-in member; null for a visitor, undefined while loading. */
  user: SignupUser | null | undefined;
  /** Stores the member (the signup logged them in). */
  onUserChange: (user: SignupUser) => void;
  /** GET /api/regions.php?country= */
  fetchRegions: (country: string) => Promise<SignupRegion[]>;
}

const signupEnvironment = createEnvironment<SignupEnvironment>('SignupEnvironment');

export const SignupEnvironmentProvider = signupEnvironment.Provider;
export const useSignupEnvironment = signupEnvironment.useEnvironment;
