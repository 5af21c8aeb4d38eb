/**
 * The conversation on screen, if any: a message arriving in it counts as read (the page marks it read on the
 * server), one arriving elsewhere adds to the unread count.
 */
let openConversation: number | null = null;

export function setOpenConversation(id: number | null): void {
  openConversation = id;
}

export function isOpenConversation(id: number): boolean {
  return (
    openConversation === id && (typeof document === 'undefined' || document.visibilityState !== 'hidden')
  );
}
