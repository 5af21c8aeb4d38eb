/** The public face of the notifications module: nothing yet (see notifications.module.ts). */
export {};
