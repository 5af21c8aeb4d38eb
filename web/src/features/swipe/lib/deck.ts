import type { SwipeCard } from '../api/swipe';

/** The stack as the member sees it: cards to decide on (first on top) and the pass that can be undone. */
export interface Deck {
  cards: SwipeCard[];
  /** Ids decided on in this visit: a page of cards loaded meanwhile must not bring them back. */
  decided: number[];
  /** The card passed last, while its pass can still be taken back. */
  lastPass: SwipeCard | null;
}

export type DeckEvent =
  | { type: 'loaded'; cards: SwipeCard[] }
  | { type: 'decided'; card: SwipeCard; action: 'like' | 'pass' }
  /** the server refused a decision (the day's likes are used, the network failed): the card is back on top */
  | { type: 'refused'; card: SwipeCard }
  | { type: 'undone'; card: SwipeCard };

export const EMPTY_DECK: Deck = { cards: [], decided: [], lastPass: null };

const without = (cards: SwipeCard[], id: number) => cards.filter((card) => card.id !== id);

export function deckReducer(deck: Deck, event: DeckEvent): Deck {
  switch (event.type) {
    case 'loaded': {
      const known = new Set([...deck.cards.map((card) => card.id), ...deck.decided]);
      const fresh = event.cards.filter((card) => !known.has(card.id));
      return fresh.length ? { ...deck, cards: [...deck.cards, ...fresh] } : deck;
    }
    case 'decided':
      return {
        cards: without(deck.cards, event.card.id),
        decided: [...deck.decided, event.card.id],
        lastPass: event.action === 'pass' ? event.card : null,
      };
    case 'refused':
    case 'undone':
      return {
        cards: [event.card, ...without(deck.cards, event.card.id)],
        decided: deck.decided.filter((id) => id !== event.card.id),
        lastPass: event.type === 'undone' || deck.lastPass?.id === event.card.id ? null : deck.lastPass,
      };
  }
}

/** Load more cards once this few are left, so the next ones are there before the stack runs out. */
export const REFILL_BELOW = 3;
