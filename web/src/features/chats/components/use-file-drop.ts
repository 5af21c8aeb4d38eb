import { useState, type DragEvent } from 'react';
import { dragCarriesFiles } from '../lib/chat-photo-files';

/**
 * A photo dragged from the computer onto the chat: the chat shows where it can go, and the drop hands
 * over the files. A drag of text or a link is left to the browser.
 */
export function useFileDrop(onFiles: (files: FileList) => void) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      if (!dragCarriesFiles(event.dataTransfer?.types)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    },
    onDragLeave: (event: DragEvent) => {
      // leaving for one of the chat's own elements is not leaving the chat
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
    },
    onDrop: (event: DragEvent) => {
      if (!dragCarriesFiles(event.dataTransfer?.types)) return;
      event.preventDefault();
      setOver(false);
      onFiles(event.dataTransfer.files);
    },
  };
  return { over, handlers };
}
