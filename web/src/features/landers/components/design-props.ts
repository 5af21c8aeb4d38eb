import type { LanderVariant } from '../lib/lander-variant';

/** What each design family gets. */
export interface DesignProps {
  variant: LanderVariant;
}
