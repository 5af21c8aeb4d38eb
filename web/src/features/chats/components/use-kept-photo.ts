import { useEffect, useState } from 'react';
import { forgetChatPhoto, readChatPhoto } from '../../../lib/chat-photo-drafts';
import { choosePhoto, forgetChosenPhoto, type ChosenPhoto } from './photo-confirm';

export interface KeptPhoto {
  clientId: string;
  photo: ChosenPhoto;
}

/**
 * The photo refused earlier in the chat with `memberId` (no credits), or sent from a page left before the
 * server answered, and kept for it, read as the chat opens (after buying credits, or coming back); `take`
 * hands it over to be sent, `remove` forgets it.
 */
export function useKeptPhoto(memberId: number) {
  const [keptPhoto, setKeptPhoto] = useState<KeptPhoto | null>(null);
  useEffect(() => {
    let current = true;
    void readChatPhoto(memberId).then((kept) => {
      if (current && kept) setKeptPhoto({ clientId: kept.clientId, photo: choosePhoto(kept.file) });
    });
    return () => {
      current = false;
    };
  }, [memberId]);
  // its preview's address is freed when it goes (sent, removed, another chat)
  useEffect(() => () => forgetChosenPhoto(keptPhoto?.photo ?? null), [keptPhoto]);
  return {
    keptPhoto,
    /** Off the composer, to be sent (kept in storage until the server has it). */
    take: () => setKeptPhoto(null),
    remove: (clientId: string) => {
      forgetChatPhoto(memberId, clientId);
      setKeptPhoto(null);
    },
  };
}
