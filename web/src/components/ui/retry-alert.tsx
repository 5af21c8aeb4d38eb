import { Alert } from './field';

export interface RetryAlertProps {
  /** what did not load ("Your profile could not be loaded.") */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** the retry as a link in the text instead of a small button */
  linkStyle?: boolean;
}

/** A part of a page that did not load: the reason, announced, and a way to try again. */
export function RetryAlert({ message, retryLabel, onRetry, linkStyle = false }: RetryAlertProps) {
  return (
    <Alert tone="danger">
      <span>{message}</span>
      <button
        type="button"
        className={linkStyle ? 'btn btn--link' : 'btn btn--ghost btn--sm'}
        onClick={onRetry}
      >
        {retryLabel}
      </button>
    </Alert>
  );
}
