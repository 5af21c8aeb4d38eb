import { Button } from './button';

export interface LoadFailedProps {
  /** What could not be loaded ("The members could not be loaded."). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/** A list or page that did not load: the reason, announced, and a way to try again. */
export function LoadFailed({ message, retryLabel, onRetry, className }: LoadFailedProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <Button variant="ghost" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
