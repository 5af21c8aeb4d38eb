/** Subscriptions and push-setting changes one member may make per hour: far above a person's pace. */
export const PUSH_SETTINGS_PER_HOUR = { name: 'push-settings', max: 300, windowSeconds: 60 * 60 };
