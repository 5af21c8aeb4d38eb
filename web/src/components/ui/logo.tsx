import { Link } from 'react-router-dom';
import './logo.css';

export interface LogoProps {
  siteName: string;
  /** Accessible name of the link, e.g. "Kindred home". */
  label: string;
}

export function Logo({ siteName, label }: LogoProps) {
  return (
    <Link to="/" className="logo" aria-label={label}>
      <span className="logo__mark" aria-hidden="true">
        ♥
      </span>
      <span className="logo__name">{siteName}</span>
    </Link>
  );
}
