/** What the server takes as a chat photo (it re-encodes each). */
export const CHAT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The first photo among files pasted or dropped; null when none is one the chat can send. */
export function chatPhotoOf(files: Iterable<File> | ArrayLike<File> | null | undefined): File | null {
  if (!files) return null;
  return (
    Array.from(files).find((file) => (CHAT_PHOTO_TYPES as readonly string[]).includes(file.type)) ?? null
  );
}

/** Whether a drag carries files (a text or a link dragged over the chat is not a photo). */
export function dragCarriesFiles(types: readonly string[] | DOMStringList | undefined): boolean {
  return !!types && Array.from(types).includes('Files');
}
