import './spinner.css';

export interface SpinnerProps {
  /** Accessible text, e.g. "Loading…" */
  label: string;
  /** Fill the content area (page loading) instead of sitting inline. */
  page?: boolean;
}

export function Spinner({ label, page = false }: SpinnerProps) {
  return (
    <div className={page ? 'spinner spinner--page' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
