/**
 * For tests that need the browser to offer notifications (the push alert, the signup's push step). They run
 * in the full Chromium (the config's `notifications` project): the headless shell that runs the rest answers
 * every page `Notification.permission === 'denied'`, whatever the context grants, so the app rightly hides
 * its push prompts there.
 */
export const NOTIFICATIONS_TAG = '@notifications';
export const NOTIFICATIONS = { tag: NOTIFICATIONS_TAG };
