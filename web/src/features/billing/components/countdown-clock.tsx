import { formatCountdown, type Countdown } from '../lib/countdown';

export interface CountdownClockProps {
  countdown: Countdown;
  /** the text around the time, e.g. (time) => "Ends in 03:59:07" */
  text?: (time: string) => string;
  className?: string;
}

/**
 * The running countdown (hh:mm:ss). role=timer is not announced on each change (its aria-live is off),
 * so screen readers read it when the member gets there, not every second.
 */
export function CountdownClock({ countdown, text, className }: CountdownClockProps) {
  const time = formatCountdown(countdown);
  return (
    <span className={['countdown', className].filter(Boolean).join(' ')} role="timer">
      {text ? text(time) : time}
    </span>
  );
}
