import { describe, expect, it } from 'vitest';
import { memberCardFixture } from '../../../test/fixtures';
import type { SwipeCard } from '../api/swipe';
import { deckReducer, EMPTY_DECK } from './deck';

const card = (id: number): SwipeCard => memberCardFixture(id);
const ids = (cards: SwipeCard[]) => cards.map((c) => c.id);

describe('deckReducer', () => {
  it('adds loaded cards it does not hold or has not decided on', () => {
    let deck = deckReducer(EMPTY_DECK, { type: 'loaded', cards: [card(1), card(2)] });
    deck = deckReducer(deck, { type: 'decided', card: card(1), action: 'like' });
    deck = deckReducer(deck, { type: 'loaded', cards: [card(1), card(2), card(3)] });
    expect(ids(deck.cards)).toEqual([2, 3]);
  });

  it('keeps the last pass for undo, and a like ends it', () => {
    let deck = deckReducer(EMPTY_DECK, { type: 'loaded', cards: [card(1), card(2), card(3)] });
    deck = deckReducer(deck, { type: 'decided', card: card(1), action: 'pass' });
    expect(deck.lastPass?.id).toBe(1);
    deck = deckReducer(deck, { type: 'decided', card: card(2), action: 'like' });
    expect(deck.lastPass).toBeNull();
  });

  it('puts an undone or refused card back on top', () => {
    let deck = deckReducer(EMPTY_DECK, { type: 'loaded', cards: [card(1), card(2)] });
    deck = deckReducer(deck, { type: 'decided', card: card(1), action: 'pass' });
    deck = deckReducer(deck, { type: 'undone', card: card(1) });
    expect(ids(deck.cards)).toEqual([1, 2]);
    expect(deck.lastPass).toBeNull();
    expect(deck.decided).toEqual([]);

    deck = deckReducer(deck, { type: 'decided', card: card(1), action: 'like' });
    deck = deckReducer(deck, { type: 'refused', card: card(1) });
    expect(ids(deck.cards)).toEqual([1, 2]);
  });
});
