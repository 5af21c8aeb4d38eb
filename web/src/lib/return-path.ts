/**
 * Where to go after logging in: the `next` query parameter when it is a path of this site (never another
 * origin: "//evil.example" and "https://…" are refused), else the members area (SPEC §2).
 */
export function returnPath(search: string, fallback = '/members'): string {
  return sitePath(new URLSearchParams(search).get('next'), fallback);
}

/** `path` when it is a path of this site (never "//evil.example", "/\\evil.example" or "https://…"), else `fallback`. */
export function sitePath(path: string | null, fallback: string): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}

/** /login?next=<the current path>, for prompts that send a visitor to log in and back. */
export function loginLink(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

/** /signup?next=<path>: the signup page, coming back to `returnTo` when done (plain /signup without). */
export function signupPageLink(returnTo?: string): string {
  return returnTo ? `/signup?next=${encodeURIComponent(returnTo)}` : '/signup';
}
