import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isPlainClick } from '../../lib/plain-click';
import { signupPageLink } from '../../lib/return-path';
import { openSignupModal } from '../../lib/signup-modal';
import { isSmartphone } from '../../lib/smartphone';

export interface SignupLinkProps {
  className?: string;
  children: ReactNode;
  /** The signup page to open on smartphones (default /signup, with `returnTo` as `?next=`). */
  to?: string;
  /** Where the finished signup comes back to (default: the members area). */
  returnTo?: string;
}

/**
 * A "Sign up" call to action (SPEC §2): on smartphones it goes to the signup page; on desktop it opens
 * the signup modal of the layout (and goes to the page when the layout has none). A modified click
 * (new tab) always follows the link. Either way the signup comes back to `returnTo` when done.
 */
export function SignupLink({ className, children, to, returnTo }: SignupLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event) || isSmartphone()) return;
    if (openSignupModal(returnTo)) event.preventDefault();
  };
  return (
    <Link className={className} to={to ?? signupPageLink(returnTo)} onClick={onClick}>
      {children}
    </Link>
  );
}
