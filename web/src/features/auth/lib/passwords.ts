/** Passwords are 8 to 128 characters (docs/api.md). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** The two passwords of the reset form must be the same before they go to the server (SPEC §5). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
