/** Every Bull queue of the app; health reports each of them. */
export const QUEUES = {
  mail: 'mail',
  accountErasure: 'account-erasure',
  notificationMail: 'notification-mail',
  notificationJobs: 'notification-jobs',
  push: 'push',
  photoSafety: 'photo-safety',
  dataExport: 'data-export',
} as const;
export const ALL_QUEUES: readonly string[] = Object.values(QUEUES);
