import { Suspense, useState } from 'react';
import { local } from '../../../lib/storage';
import { useTimeBonus, type TimeBonus as TimeBonusData } from '../api/get-time-bonus';
import {
  dismissTimeBonus,
  isInMembersArea,
  isTimeBonusDismissed,
  isTimeBonusVisible,
  shouldOpenTimeBonusModal,
  TIME_BONUS_MODAL_DELAY_MS,
} from '../lib/time-bonus';
import { browserTimers, type Timers } from '../lib/timers';
import { TimeBonusBanner } from './time-bonus-banner';
import { TimeBonusModal } from './time-bonus-modal';
import { useCountdown } from './use-countdown';
import { useDelayPassed } from './use-delay';

export interface TimeBonusMember {
  id: number;
  credits: number;
  paid_user: boolean;
}

export interface TimeBonusProps {
  /** null for a visitor (the bonus is cleared), undefined while loading */
  user: TimeBonusMember | null | undefined;
  routeName: string | null | undefined;
  timers?: Timers;
}

/**
 * The time bonus in the members area (SPEC §2, §4): a top banner with the countdown while it is
 * visible, and after 40 s a modal for a member with 0 credits who has not dismissed it.
 */
export function TimeBonus({ user, routeName, timers = browserTimers }: TimeBonusProps) {
  const bonus = useTimeBonus(user);
  if (!bonus || !user || !isInMembersArea(routeName)) return null;
  // mounted while in the members area: leaving it stops the 40 s, coming back starts them again
  return (
    <Suspense fallback={null}>
      <TimeBonusOffer key={`${user.id}-${bonus.expires}`} bonus={bonus} user={user} timers={timers} />
    </Suspense>
  );
}

function TimeBonusOffer({
  bonus,
  user,
  timers,
}: {
  bonus: TimeBonusData;
  user: TimeBonusMember;
  timers: Timers;
}) {
  const { remaining, countdown } = useCountdown(bonus.expires, timers);
  const delayPassed = useDelayPassed(TIME_BONUS_MODAL_DELAY_MS, timers);
  const [dismissed, setDismissed] = useState(() => isTimeBonusDismissed(local, user.id));
  const visible = isTimeBonusVisible(bonus, remaining);
  if (!visible) return null;
  const dismiss = () => {
    dismissTimeBonus(local, user.id, timers.now());
    setDismissed(true);
  };
  return (
    <>
      <TimeBonusBanner percentage={bonus.value_percentage} countdown={countdown} />
      <TimeBonusModal
        open={shouldOpenTimeBonusModal({ user, visible, dismissed, delayPassed })}
        percentage={bonus.value_percentage}
        countdown={countdown}
        onDismiss={dismiss}
      />
    </>
  );
}
