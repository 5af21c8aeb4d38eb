/** Where a finished signup goes (SPEC §2: the query shows the activate reminder as a modal on phones). */
export const SIGNUP_COMPLETE_PATH = '/members?api_signup_complete=1';
